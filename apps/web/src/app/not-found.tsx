import './globals.css';
import { StatusScreen } from '@/components/StatusScreen';
import { pageButton } from '@/components/ui/button-classes';

/**
 * Reached only for paths outside every locale that the proxy does not prefix (files, _next paths):
 * no locale, so no translations; the same branded page in English.
 */
export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body>
        <StatusScreen
          code="404"
          title="Page not found"
          text="The page you are looking for doesn’t exist or has moved."
          documentTitle="Page not found | Platform"
        >
          <a href="/" className={pageButton.primary}>
            Back to home
          </a>
        </StatusScreen>
      </body>
    </html>
  );
}
