/** The query of a task-library page, as Next hands it to the page. */
export type PageQuery = Record<string, string | string[] | undefined>;

export type TasklibPageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<PageQuery>;
};

/** One query value (the first when repeated), or undefined when absent or empty. */
export function queryValue(query: PageQuery, name: string): string | undefined {
  const value = query[name];
  return (Array.isArray(value) ? value[0] : value) || undefined;
}
