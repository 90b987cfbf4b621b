import { describe, expect, it } from 'vitest';
import type { PipelineOpportunity } from '../graphql/pipeline/fields';
import {
  adjacentStage,
  boardColumns,
  boardPageCount,
  EMPTY_PIPELINE_FILTERS,
  mergeBoardPages,
  NO_STAGE_TITLE,
  organisationsToAdd,
  pipelineSearch,
  stageAppearance,
  workflowStages,
} from './pipeline';

const stage = (id: string, name: string) => ({ id, name, color: 'blue', iconName: 'filter', transitionGroup: 'Bidding' });
const transitions = [
  { order: 2, group: 'Bidding', stage: stage('3', 'Bid preparation') },
  { order: 0, group: 'Bidding', stage: stage('1', 'Identified') },
  { order: 1, group: 'TenderQualification', stage: stage('2', 'Tender qualification') },
];
const opp = (id: string, stageId: string | null): PipelineOpportunity => ({
  id,
  name: `Opp ${id}`,
  value: null,
  currency: 'GBP',
  stage: stageId ? stage(stageId, 'x') : null,
  assignedTo: null,
  createdBy: null,
  buyers: [],
  closeDate: null,
  submissionDate: null,
  updatedAt: '2026-11-20T00:00:00.000Z',
});

describe('board columns', () => {
  it('orders columns qualification group first, then bidding, each by order; groups cards by stage', () => {
    const cols = boardColumns(transitions, [opp('a', '2'), opp('b', '1'), opp('c', '2')]);
    expect(cols.map((c) => [c.title, c.items.map((i) => i.id)])).toEqual([
      ['Tender qualification', ['a', 'c']],
      ['Identified', ['b']],
      ['Bid preparation', []],
    ]);
  });

  it('orders restart per group (the seeded workflow): never interleaves the groups', () => {
    const seeded = [
      { order: 0, group: 'TenderQualification', stage: stage('p', 'Pre-engage') },
      { order: 1, group: 'TenderQualification', stage: stage('r', 'In review') },
      { order: 0, group: 'Bidding', stage: stage('b', 'Bid preparation') },
      { order: 1, group: 'Bidding', stage: stage('s', 'Bid submitted') },
    ];
    expect(workflowStages(seeded).map((s) => s.name)).toEqual(['Pre-engage', 'In review', 'Bid preparation', 'Bid submitted']);
  });

  it('adds a No stage column only when an opportunity has no stage, and takes server counts', () => {
    const cols = boardColumns(transitions, [opp('a', null)], [{ stageId: '3', count: 40 }]);
    expect(cols[0]?.title).toBe(NO_STAGE_TITLE);
    expect(cols.find((c) => c.id === '3')?.count).toBe(40);
    expect(boardColumns(transitions, [opp('a', '1')]).some((c) => c.id === null)).toBe(false);
  });
});

describe('keyboard moves', () => {
  const stages = workflowStages(transitions);
  it('moves to the previous and next stage, nowhere past the ends', () => {
    expect(adjacentStage(stages, '1', 'next')?.id).toBe('3');
    expect(adjacentStage(stages, '1', 'previous')?.id).toBe('2');
    expect(adjacentStage(stages, '3', 'next')).toBeNull();
    expect(adjacentStage(stages, '2', 'previous')).toBeNull();
    expect(adjacentStage(stages, null, 'next')?.id).toBe('2');
    expect(adjacentStage(stages, null, 'previous')).toBeNull();
  });
});

describe('stage appearance and search variables', () => {
  it('maps workflow colours and icons onto kit tones and icons, with a neutral fallback', () => {
    expect(stageAppearance({ color: 'green', iconName: 'trophy' })).toEqual({ tone: 'positive', icon: 'CheckCircle2' });
    expect(stageAppearance({ color: 'mauve', iconName: null })).toEqual({ tone: 'neutral', icon: 'Layers' });
    expect(stageAppearance(null).tone).toBe('neutral');
  });

  it('pages the table by 30 and asks for the whole board; unassigned is its own flag', () => {
    const filters = { ...EMPTY_PIPELINE_FILTERS, text: ' leeds ', assigneeIds: ['7', 'unassigned'] };
    expect(pipelineSearch(filters, { index: 2 })).toMatchObject({
      text: 'leeds',
      assigneeIds: ['7'],
      unassigned: true,
      limit: 30,
      offset: 60,
    });
    expect(pipelineSearch(EMPTY_PIPELINE_FILTERS, 'board')).toMatchObject({ limit: 500, offset: 0, unassigned: false });
  });
});

describe('board pages', () => {
  it('counts the pages of 500 a board needs', () => {
    expect([0, 1, 500, 501, 2_000, 2_001].map(boardPageCount)).toEqual([1, 1, 1, 2, 4, 5]);
  });
  it('joins pages in order, each opportunity once, skipping a page not yet in', () => {
    expect(mergeBoardPages([[opp('a', '1'), opp('b', '1')], undefined, [opp('b', '2'), opp('c', '2')]]).map((o) => o.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('organisationsToAdd', () => {
  it('leaves out the organisations already linked, whatever the guid case', () => {
    const options = [
      { guid: '7A1E2B3C-4D5E-4F60-8A7B-9C0D1E2F3A01', name: 'Leeds City Council' },
      { guid: '6a1c3c1e-7f4b-4a57-9a34-5d0a7a6f0b02', name: 'Cardiff Council' },
    ];
    const links = [
      { entityType: 'Organisation', entityId: '7a1e2b3c-4d5e-4f60-8a7b-9c0d1e2f3a01' },
      { entityType: 'Notice', entityId: '6a1c3c1e-7f4b-4a57-9a34-5d0a7a6f0b02' },
    ];
    expect(organisationsToAdd(options, links).map((o) => o.name)).toEqual(['Cardiff Council']);
  });
});
