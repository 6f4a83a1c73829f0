import pkg from '../../../package.json';

/** Sent as APP-VER (spec 7.1); the web app's own version for h5 and messenger callers. */
export const APP_VERSION: string = pkg.version === '0.0.0' ? '0.1.0' : pkg.version;
