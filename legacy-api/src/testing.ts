/**
 * The package entry `legacy-api/testing`: what other packages' tests need from the stand-in (start one, solve its
 * captcha, name its demo data). Deep imports of `src/…` are not part of the contract (docs/decisions/007).
 */
export { solveCaptchaForTests } from './auth/solve-captcha.js';
export { DEMO } from './seed/demo.js';
export { startStandInProcess, type StandInProcess } from './stand-in-process.js';
export { bearer, call, login, startTestServer, type TestServer } from './test-support.js';
