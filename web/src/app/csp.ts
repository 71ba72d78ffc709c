import * as z from 'zod/mini';

// The page's Content-Security-Policy allows no eval: zod's compiled parsers would try `Function` and be refused.
// Imported first by main.tsx, so it holds before any module builds a schema.
z.config({ jitless: true });
