import http from 'node:http';
import type { Express } from 'express';

/**
 * The HTTP server of an Express app, making each request and response with the app's own prototypes (`app.request`,
 * `app.response`). `app.listen` makes plain Node objects, and Express then swaps the prototype of both on every
 * request (`Object.setPrototypeOf`). In V8 that swap keeps about a quarter of what a request allocates alive past
 * the young-generation collections, so the old generation fills with request garbage between major collections and
 * the process grows by 100 MB and more under load (decision 024). Made with the right prototype, Express's swap does
 * nothing.
 */
export function createAppServer(app: Express): http.Server {
  // Node's own constructors are plain functions, so they can build an object made with another prototype; Node
  // passes the server's options as further arguments, forwarded as they are.
  function AppRequest(this: http.IncomingMessage, ...args: unknown[]) {
    Reflect.apply(http.IncomingMessage, this, args);
  }
  AppRequest.prototype = app.request;
  function AppResponse(this: http.ServerResponse, ...args: unknown[]) {
    Reflect.apply(http.ServerResponse, this, args);
  }
  AppResponse.prototype = app.response;
  return http.createServer(
    { IncomingMessage: AppRequest as unknown as typeof http.IncomingMessage, ServerResponse: AppResponse as unknown as typeof http.ServerResponse },
    app,
  );
}
