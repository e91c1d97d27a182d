import { GraphQLError, Kind, type ASTVisitor, type FragmentDefinitionNode, type SelectionSetNode, type ValidationContext } from 'graphql';

export const MAX_DEPTH = 10;
export const MAX_COST = 5000;
const DEFAULT_LIST_SIZE = 10;
const MAX_LIST_MULTIPLIER = 100;

interface Measure {
  depth: number;
  cost: number;
}

function listMultiplier(args: readonly { name: { value: string }; value: { kind: string; value?: string } }[] | undefined): number {
  const limit = args?.find((a) => a.name.value === 'limit' || a.name.value === 'first');
  if (limit?.value.kind === Kind.INT) return Math.min(Number(limit.value.value), MAX_LIST_MULTIPLIER);
  return 1;
}

/**
 * Depth = nesting of fields; cost = fields counted once each, and a field that takes a `limit`
 * multiplies the cost of what it selects. Fragments are expanded; a fragment cycle is already a
 * validation error of its own, so recursion stops at one visit per fragment and path.
 */
function measure(set: SelectionSetNode, fragments: Record<string, FragmentDefinitionNode>, seen: Set<string>): Measure {
  let depth = 0;
  let cost = 0;
  for (const sel of set.selections) {
    if (sel.kind === Kind.FIELD) {
      const child = sel.selectionSet ? measure(sel.selectionSet, fragments, seen) : { depth: 0, cost: 0 };
      const multiplier = sel.selectionSet ? listMultiplier(sel.arguments as never) || DEFAULT_LIST_SIZE : 1;
      depth = Math.max(depth, child.depth + 1);
      cost += 1 + child.cost * multiplier;
    } else {
      const next = sel.kind === Kind.INLINE_FRAGMENT ? sel.selectionSet : seen.has(sel.name.value) ? undefined : fragments[sel.name.value]?.selectionSet;
      if (!next) continue;
      const inner = sel.kind === Kind.FRAGMENT_SPREAD ? new Set(seen).add(sel.name.value) : seen;
      const m = measure(next, fragments, inner);
      depth = Math.max(depth, m.depth);
      cost += m.cost;
    }
  }
  return { depth, cost };
}

/** Refuses operations nested deeper than MAX_DEPTH or costlier than MAX_COST before planning them. */
export function queryLimitsRule(context: ValidationContext): ASTVisitor {
  const doc = context.getDocument();
  const fragments: Record<string, FragmentDefinitionNode> = {};
  for (const def of doc.definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments[def.name.value] = def;
  return {
    OperationDefinition(node) {
      const { depth, cost } = measure(node.selectionSet, fragments, new Set());
      if (depth > MAX_DEPTH)
        context.reportError(
          new GraphQLError(`Truy vấn quá sâu (${depth} > ${MAX_DEPTH})`, { nodes: [node], extensions: { code: 'QUERY_TOO_DEEP', status: 400 } }),
        );
      if (cost > MAX_COST)
        context.reportError(
          new GraphQLError(`Truy vấn quá phức tạp (${cost} > ${MAX_COST})`, { nodes: [node], extensions: { code: 'QUERY_TOO_COMPLEX', status: 400 } }),
        );
    },
  };
}
