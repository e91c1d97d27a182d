// What a list screen draws from its query (decisions 0922, 0924): the answer to the page, search or
// filter on screen, or while it loads the previous one for a screen that passes `previousData` (a
// table whose spinner is in view over rows in a busy region). Once that load has failed, the rows
// are not its answer: the screen shows the error with 'Thử lại' and no rows, and says "none" only
// for an answer that came and is empty.

/** The fields of Apollo's useQuery result a list reads. */
export interface ListQuery<T> {
  data?: T;
  previousData?: T;
  loading: boolean;
  error?: unknown;
}

export interface ListAnswer<T> {
  /** What to draw: the answer, or while it loads the previous one; nothing once it failed. */
  shown: T | undefined;
  /** The answer to the page and filter on screen, when it has come: only it may say "none". */
  answer: T | undefined;
  /** The load of the page and filter on screen failed: show the error and 'Thử lại'. */
  failed: boolean;
}

export function listAnswer<T>({ data, previousData, loading, error }: ListQuery<T>): ListAnswer<T> {
  if (error && !loading) return { shown: undefined, answer: undefined, failed: true };
  return { shown: data ?? (loading ? previousData : undefined), answer: data, failed: false };
}

/** A table's empty text: 'none' only once the answer to the page on screen has come and nothing loads; a blank otherwise. */
export const noneText = (answered: boolean, loading: boolean, none: string): string => (answered && !loading ? none : ' ');
