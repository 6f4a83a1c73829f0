/** CORS settings (plugins/cors.ts applies them); here so that modules can build a rule without importing a plugin. */
export interface CorsOptions {
  /** Origins allowed to read answers (reflected in Access-Control-Allow-Origin); '*' allows any. */
  origins: readonly string[];
  /** Request headers a preflight allows. */
  allowedHeaders: readonly string[];
  /** Answer headers a browser script may read. */
  exposedHeaders: readonly string[];
  /** Seconds a browser may keep a preflight's answer. */
  maxAge: number;
  /** Whether a browser may send cookies (Access-Control-Allow-Credentials); never with '*'. */
  credentials?: boolean;
}

/** Other options for the paths under a prefix (the operator console's routes: modules/ops/ops-cors.ts). */
export interface CorsRule {
  pathPrefix: string;
  options: CorsOptions;
}
