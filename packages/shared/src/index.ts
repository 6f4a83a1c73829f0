export * from './constants';
export * from './contracts/endpoint';
export * from './contracts/system';
export * from './envelope';
export * from './errors';
export * from './headers';
export * from './helpers/locale';
export * from './validation';
