import type { NextFunction, Request, Response } from 'express';
import { CONTROL_CHARACTER, rawPathOf, safeSegments } from './safe-path';

// Decision 0404: what no shop input ever needs is refused at the edge with a 400 and a clear
// message, before any service sees it: control characters (U+0000 above all, which PostgreSQL
// cannot store in text) in the path, the query string or a JSON body, GraphQL documents and
// variables included; and dot segments or hidden slashes in the path.

export const INVALID_PATH = { message: 'Đường dẫn không hợp lệ', code: 'INVALID_PATH' } as const;
export const INVALID_CHARACTERS = { message: 'Dữ liệu gửi lên chứa ký tự điều khiển không hợp lệ', code: 'INVALID_CHARACTERS' } as const;

/**
 * Where the first control character sits in a parsed JSON value or query object (a key or a
 * string value), as a field path such as `variables.input.name`; undefined when there is none.
 * Walks with its own stack: a deeply nested body must not overflow the call stack.
 */
export function findControlCharacter(value: unknown): string | undefined {
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (stack.length) {
    const { value: v, path } = stack.pop()!;
    if (typeof v === 'string') {
      if (CONTROL_CHARACTER.test(v)) return path || 'body';
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], path: `${path}[${i}]` });
    } else if (v && typeof v === 'object') {
      for (const [k, child] of Object.entries(v)) {
        const at = path ? `${path}.${k}` : k;
        if (CONTROL_CHARACTER.test(k)) return at;
        stack.push({ value: child, path: at });
      }
    }
  }
  return undefined;
}

function refuse(req: Request, res: Response, failure: { message: string; code: string }, field?: string): void {
  // /graphql callers read GraphQL errors; everyone else the REST envelope (decision 0002).
  if (req.path === '/graphql' || req.path.startsWith('/graphql/')) {
    res.status(400).json({ errors: [{ message: failure.message, extensions: { code: failure.code, ...(field ? { field } : {}) } }] });
    return;
  }
  res.status(400).json({ success: false, message: failure.message, code: failure.code, ...(field ? { errors: { [field]: failure.message } } : {}) });
}

/** Before anything else: the path and the query string. */
export function pathAndQueryGuard(req: Request, res: Response, next: NextFunction): void {
  if (!safeSegments(rawPathOf(req.originalUrl))) return refuse(req, res, INVALID_PATH);
  const field = findControlCharacter(req.query);
  if (field) return refuse(req, res, INVALID_CHARACTERS, field);
  next();
}

/** After the JSON parser: the body, GraphQL documents and variables included. */
export function bodyGuard(req: Request, res: Response, next: NextFunction): void {
  const field = req.body === undefined ? undefined : findControlCharacter(req.body);
  if (field) return refuse(req, res, INVALID_CHARACTERS, field);
  next();
}
