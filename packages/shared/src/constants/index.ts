export * from './coins';
export * from './limits';
export * from './locales';
export * from './markets';
export * from './service-groups';
