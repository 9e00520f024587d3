import { describe, expect, it } from 'vitest';
import { isActive, mergeFetchedReports, mergeReport } from '../../src/api/reports/reportList';
import { reportItem as report } from './support/items';

describe('following report exports', () => {
  it('follows queued and running reports only', () => {
    expect(isActive({ status: 'queued' })).toBe(true);
    expect(isActive({ status: 'running' })).toBe(true);
    expect(isActive({ status: 'completed' })).toBe(false);
    expect(isActive({ status: 'failed' })).toBe(false);
  });

  it('adds a new report newest first, and replaces a known one in place', () => {
    const list = [report('2'), report('1')];
    expect(mergeReport(list, report('3'), 'action').map((item) => item.id)).toEqual(['3', '2', '1']);
    const next = mergeReport(list, report('1', { status: 'running', progress: 40 }), 'push');
    expect(next.map((item) => [item.id, item.status, item.progress])).toEqual([
      ['2', 'queued', 0],
      ['1', 'running', 40],
    ]);
  });

  it('lets a retry take a failed report back to queued', () => {
    const failed = [report('1', { status: 'failed', error: 'boom' })];
    expect(mergeReport(failed, report('1'), 'action')[0]?.status).toBe('queued');
  });

  it('never lets a late fetched list move a report backwards', () => {
    const running = [report('1', { status: 'running', progress: 60 })];
    expect(mergeReport(running, report('1', { status: 'running', progress: 40 }), 'fetch')[0]?.progress).toBe(
      60,
    );
    expect(mergeReport(running, report('1', { status: 'queued' }), 'fetch')[0]?.status).toBe('running');
    const completed = [report('1', { status: 'completed', progress: 100 })];
    expect(mergeReport(completed, report('1', { status: 'running', progress: 90 }), 'fetch')[0]?.status).toBe(
      'completed',
    );
  });

  it('merges a fetched list report by report', () => {
    const list = [report('1', { status: 'running', progress: 20 })];
    const fetched = [
      report('2'),
      report('1', {
        status: 'completed',
        progress: 100,
        files: { pdf: '/api/reports/1/files/pdf', xlsx: '/api/reports/1/files/xlsx' },
      }),
    ];
    expect(mergeFetchedReports(list, fetched).map((item) => [item.id, item.status])).toEqual([
      ['2', 'queued'],
      ['1', 'completed'],
    ]);
  });
});
