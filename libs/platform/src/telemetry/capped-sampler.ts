import type { Attributes, Context, Link, SpanKind } from '@opentelemetry/api';
import {
  AlwaysOnSampler,
  ParentBasedSampler,
  SamplingDecision,
  TraceIdRatioBasedSampler,
  type Sampler,
  type SamplingResult,
} from '@opentelemetry/sdk-trace-base';

/**
 * A root sampler that keeps what `inner` keeps, at most `perSecond` traces a second (a bucket of
 * that many, refilled as time passes): a rush keeps the same number of traces as a busy hour,
 * and pays for no more (decision 0440). Below the cap it is `inner` exactly.
 */
export class CappedSampler implements Sampler {
  private tokens: number;
  private last: number;

  constructor(
    private readonly inner: Sampler,
    private readonly perSecond: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.tokens = perSecond;
    this.last = now();
  }

  shouldSample(context: Context, traceId: string, name: string, kind: SpanKind, attributes: Attributes, links: Link[]): SamplingResult {
    const result = this.inner.shouldSample(context, traceId, name, kind, attributes, links);
    if (result.decision !== SamplingDecision.RECORD_AND_SAMPLED) return result;
    const now = this.now();
    this.tokens = Math.min(this.perSecond, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
    if (this.tokens < 1) return { decision: SamplingDecision.NOT_RECORD };
    this.tokens -= 1;
    return result;
  }

  toString(): string {
    return `CappedSampler{${this.inner.toString()}, at most ${this.perSecond} a second}`;
  }
}

/**
 * The sampler `OTEL_TRACES_SAMPLER`/`OTEL_TRACES_SAMPLER_ARG` name, its root decisions capped at
 * `TRACES_KEPT_PER_SECOND` new traces a second per process; undefined (the SDK reads the standard
 * variables itself) without a cap or for a sampler that is not parent-based: a trace begun
 * elsewhere is kept or dropped whole, as its parent says, whatever the cap.
 */
export function cappedSamplerFromEnv(env: NodeJS.ProcessEnv = process.env): Sampler | undefined {
  const cap = Number(env.TRACES_KEPT_PER_SECOND);
  if (!env.TRACES_KEPT_PER_SECOND || !Number.isFinite(cap) || cap <= 0) return undefined;
  const name = env.OTEL_TRACES_SAMPLER ?? 'parentbased_always_on';
  let root: Sampler;
  if (name === 'parentbased_always_on') root = new AlwaysOnSampler();
  else if (name === 'parentbased_traceidratio') {
    const ratio = Number(env.OTEL_TRACES_SAMPLER_ARG ?? 1);
    root = new TraceIdRatioBasedSampler(Number.isFinite(ratio) ? Math.min(1, Math.max(0, ratio)) : 1);
  } else return undefined;
  return new ParentBasedSampler({ root: new CappedSampler(root, cap) });
}
