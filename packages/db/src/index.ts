export * from './client';
export * from './seed';
export * as schema from './schema';
export * from './schema';
export * from './queries/client-code';
export * from './queries/text-search';
export * from './queries/prepared';
export * from './queries/w4-in-force';
export * from './queries/accounts';
