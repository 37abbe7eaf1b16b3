export * from './reference';
export * from './companies';
export * from './users';
export * from './mail';
