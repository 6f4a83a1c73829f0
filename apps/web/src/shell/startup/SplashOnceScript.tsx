import { splashOnceScript } from './splash-once';

/**
 * The splash's first-paint script (splash-once.ts), placed in <body> before the shell: a server
 * component, so the script's text is in the HTML only, not in every page's JavaScript.
 */
export function SplashOnceScript() {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script built from our own rule
  return <script dangerouslySetInnerHTML={{ __html: splashOnceScript() }} />;
}
