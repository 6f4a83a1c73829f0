import './globals.css';

/** Reached only for paths outside every locale (the proxy prefixes all others). */
export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body className="flex min-h-dvh items-center justify-center p-6 text-center">
        <div>
          <h1 className="text-xl font-semibold">404</h1>
          <p className="mt-2 text-gray-600">This page could not be found.</p>
          <a className="mt-4 inline-block text-blue-600 underline" href="/">
            Home
          </a>
        </div>
      </body>
    </html>
  );
}
