export * from './reference';
export * from './companies';
export * from './users';
export * from './mail';
export * from './projects';
export * from './bench';
export * from './applications';
export * from './jobs';
