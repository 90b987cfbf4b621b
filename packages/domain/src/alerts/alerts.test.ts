import { describe, expect, it } from 'vitest';
import { savedViewSearchRequest } from './rules/index';
import { failingMessage, withAlert, withPaused, withoutAlert } from './rules/alertList';
import { AlertFormSchema, AlertSchema, toAlertWrite, type Alert } from './schemas/alert';

const alert = (id: string, name: string, extra: Partial<Alert> = {}): Alert => ({
  ...AlertSchema.parse({ id, name, frequency: 'DAILY', disabled: false, type: 'EMAIL', webhook_url: null, views: [], failing: null, last_delivery: null }),
  ...extra,
});

describe('alert list rules (the held list follows the server)', () => {
  it('an answer replaces the alert with its id or joins the list, sorted by name', () => {
    const list = [alert('1', 'Roads'), alert('2', 'Bridges')];
    expect(withAlert(list, alert('3', 'Cloud')).map((a) => a.name)).toEqual(['Bridges', 'Cloud', 'Roads']);
    expect(withAlert(list, alert('1', 'Airports')).map((a) => a.id)).toEqual(['1', '2']);
    expect(withAlert(undefined, alert('1', 'Roads'))).toHaveLength(1);
  });
  it('pause and delete change only that alert', () => {
    const list = [alert('1', 'Roads'), alert('2', 'Bridges')];
    expect(withPaused(list, '2', true).map((a) => a.disabled)).toEqual([false, true]);
    expect(withoutAlert(list, '1').map((a) => a.id)).toEqual(['2']);
  });
  it('says when a destination is failing', () => {
    expect(failingMessage(alert('1', 'Roads'))).toBeNull();
    expect(failingMessage(alert('1', 'Roads', { failing: { error: 'HTTP 500', at: null } }))).toContain('HTTP 500');
  });
  it('reads unknown frequencies and destinations as the defaults', () => {
    const a = AlertSchema.parse({ id: 1, name: 'x', frequency: 'MONTHLY', disabled: false, type: 'FAX', webhook_url: null, views: [], failing: null, last_delivery: null });
    expect([a.frequency, a.destination]).toEqual(['DAILY', 'EMAIL']);
  });
});

describe('alert form', () => {
  const base = { name: 'Roads', frequency: 'DAILY', destination: 'EMAIL', webhookUrl: '', viewIds: ['4'], listIds: [] } as const;
  it('needs a name, a view or list, and a URL for webhooks', () => {
    const issues = AlertFormSchema.safeParse({ ...base, name: ' ', destination: 'SLACK', viewIds: [] }).error?.issues.map((i) => i.message);
    expect(issues).toEqual(['Name is required', 'Enter the webhook URL', 'Choose at least one saved view or notice list']);
    expect(AlertFormSchema.safeParse({ ...base, destination: 'WEBHOOK', webhookUrl: 'not a url' }).error?.issues[0]?.message).toBe('Enter a valid URL');
  });
  it('writes the server’s fields', () => {
    expect(toAlertWrite(AlertFormSchema.parse({ ...base, listIds: ['7'] }))).toEqual({
      name: 'Roads',
      frequency: 'DAILY',
      destination_type: 'EMAIL',
      webhook_url: null,
      view_ids: [4],
      list_ids: [7],
    });
  });
});

describe('savedViewSearchRequest', () => {
  it('turns a saved notices view into the record search the notices page sends, newest first', () => {
    expect(savedViewSearchRequest({ filter_settings: { keywords: ['cloud'], stages: ['OPEN'] }, sort_order: [{ field: 'close_date', order: 'ASC' }] }, 100)).toEqual({
      keywords: ['cloud'],
      stage: ['OPEN'],
      offset: 0,
      limit: 100,
      sort: 'publish_date',
      sort_order: 'desc',
    });
  });
});
