import type { GraphQLHandler } from 'msw';
import { featureHandlers, type FeatureScenario } from '../../mocks/featureHandlers';
import { opportunityFixtures } from './fixtures';
import { createOpportunitiesMockRoot, type OpportunitiesMockData } from './store';

export interface OpportunitiesHandlersOptions {
  /** @default 'default' */
  scenario?: FeatureScenario;
  data?: OpportunitiesMockData;
  /** Fail the writes only ('Failed to create opportunity', 'Failed to save notice to …'). @default false */
  failMutations?: boolean;
}

/** GraphQL mocks for opportunities over an in-memory store. */
export function opportunitiesHandlers(options: OpportunitiesHandlersOptions = {}): GraphQLHandler[] {
  const base = options.data ?? opportunityFixtures();
  const { root } = createOpportunitiesMockRoot(
    options.scenario === 'empty' ? { ...base, opportunities: [] } : base,
  );
  return featureHandlers(
    root,
    {
      queries: [
        'Opportunities',
        'EntityOpportunities',
        'OpportunityWorkflow',
        'OpportunityFormSchema',
        'OpportunityPipeline',
        'Opportunity',
      ],
      mutations: [
        'CreateOpportunity',
        'AddOpportunityEntities',
        'RemoveOpportunityEntity',
        'UpdateOpportunity',
        'DeleteOpportunity',
        'BulkUpdateOpportunityStage',
        'BulkAssignOpportunities',
        'RegenerateBuyerSummary',
      ],
    },
    options,
  );
}
