/** The API process: parse config, build, listen, and close gracefully on SIGTERM (serve.ts). */
import { serve } from './serve';

await serve();
