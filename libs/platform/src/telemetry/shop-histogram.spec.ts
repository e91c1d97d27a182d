import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { escapeLabelValue, renderShopHistograms, shopHistogram, startRecordingHistograms } from './shop-histogram';

const lines = (name: string) =>
  renderShopHistograms()
    .split('\n')
    .filter((l) => l.startsWith(`${name}_`));

describe('shopHistogram', () => {
  it('keeps nothing until a metrics endpoint serves it', () => {
    const h = shopHistogram('test_unserved_seconds', 'before the endpoint', 's', ['route'], [1]);
    h.record(0.5, { route: '/a' });
    assert.deepEqual(lines('test_unserved_seconds'), []);
  });

  it('renders count, sum and cumulative buckets per series, as Prometheus reads a histogram', () => {
    startRecordingHistograms();
    const h = shopHistogram('test_duration_seconds', 'timed things', 's', ['method', 'route'], [0.1, 1]);
    h.record(0.05, { method: 'GET', route: '/a' });
    h.record(0.1, { method: 'GET', route: '/a' });
    h.record(0.5, { method: 'GET', route: '/a' });
    h.record(7, { method: 'GET', route: '/a' });
    h.record(0.2, { method: 'POST', route: '/a' });
    const text = renderShopHistograms();
    assert.match(text, /^# HELP test_duration_seconds timed things\n# UNIT test_duration_seconds s\n# TYPE test_duration_seconds histogram$/m);
    assert.deepEqual(lines('test_duration_seconds'), [
      'test_duration_seconds_count{method="GET",route="/a"} 4',
      `test_duration_seconds_sum{method="GET",route="/a"} ${0.05 + 0.1 + 0.5 + 7}`,
      'test_duration_seconds_bucket{method="GET",route="/a",le="0.1"} 2',
      'test_duration_seconds_bucket{method="GET",route="/a",le="1"} 3',
      'test_duration_seconds_bucket{method="GET",route="/a",le="+Inf"} 4',
      'test_duration_seconds_count{method="POST",route="/a"} 1',
      'test_duration_seconds_sum{method="POST",route="/a"} 0.2',
      'test_duration_seconds_bucket{method="POST",route="/a",le="0.1"} 0',
      'test_duration_seconds_bucket{method="POST",route="/a",le="1"} 1',
      'test_duration_seconds_bucket{method="POST",route="/a",le="+Inf"} 1',
    ]);
  });

  it('tells series apart by every label, and escapes what a label value may hold', () => {
    startRecordingHistograms();
    const h = shopHistogram('test_escaped_seconds', 'escaped', 's', ['a', 'b'], [1]);
    h.record(0.5, { a: 'x', b: 'y\u0000z' });
    h.record(0.5, { a: 'x\u0000y', b: 'z' });
    h.record(0.5, { a: 'say "hi"\\', b: 'two\nlines' });
    const counts = lines('test_escaped_seconds').filter((l) => l.includes('_count'));
    assert.equal(counts.length, 3);
    assert.ok(counts.includes('test_escaped_seconds_count{a="say \\"hi\\"\\\\",b="two\\nlines"} 1'), counts.join('\n'));
    assert.equal(escapeLabelValue('a"b'), 'a\\"b');
  });

  it('hands back the histogram made first for a name', () => {
    assert.equal(shopHistogram('test_once_seconds', 'once', 's', ['x'], [1]), shopHistogram('test_once_seconds', 'again', 's', ['x'], [1]));
  });
});
