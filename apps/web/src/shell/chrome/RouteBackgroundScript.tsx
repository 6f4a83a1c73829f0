import { backgroundScript } from '@/lib/routes/background-script';

/**
 * Spec 2.8's first-paint script, placed first in <body> (RouteBackground keeps the colour in step
 * afterwards). A server component: the script's text is in the HTML, not in the page's JavaScript.
 */
export function RouteBackgroundScript() {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script built from our own rule table
  return <script dangerouslySetInnerHTML={{ __html: backgroundScript() }} />;
}
