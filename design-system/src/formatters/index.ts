export * from './formatters';
