export * from './constants';
export * from './roles';
export * from './messages';
export * from './errors';
export * from './schemas/common';
export * from './schemas/auth';
export * from './schemas/lists';
export * from './api-paths';
