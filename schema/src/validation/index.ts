export * from './messages';
export * from './gtin';
export * from './email';
export * from './login';
export * from './catalog';
export * from './verification';
export * from './accounts';
