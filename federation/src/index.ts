export * from './remotes';
export * from './route-names';
export * from './remote-routes';
