export * from './errors';
export * from './common';
export * from './reference';
export * from './auth';
export * from './companies';
export * from './paths';
