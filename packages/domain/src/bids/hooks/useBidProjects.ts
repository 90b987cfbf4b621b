import { useMemo } from 'react';
import { useQuery } from 'urql';
import { OpportunityPipelineQuery } from '../../opportunities/graphql/pipeline/operations';
import { useWorkflowStages } from '../../opportunities/hooks/usePipeline';
import { EMPTY_PIPELINE_FILTERS, pipelineSearch } from '../../opportunities/rules/pipeline';
import { BID_PROJECT_MESSAGES, bidProjectStageIds } from '../rules/bidProjects';

/**
 * A page (30) of the team's bid projects, soonest submission first: the opportunities query filtered
 * to the workflow's active bidding stages (no new server operation; the cache shares the rows with
 * /opportunities). A workflow without such stages has no bid projects.
 */
export function useBidProjects(page: number) {
  const workflow = useWorkflowStages();
  const stageIds = useMemo(() => bidProjectStageIds(workflow.transitions), [workflow.transitions]);
  const search = pipelineSearch(
    { ...EMPTY_PIPELINE_FILTERS, stageIds, sort: 'submissionDate', sortOrder: 'asc' },
    { index: page },
  );
  const noStages = !workflow.fetching && !workflow.error && stageIds.length === 0;
  const [result] = useQuery({ query: OpportunityPipelineQuery, variables: { search }, pause: stageIds.length === 0 });
  const data = result.data?.opportunities;
  return {
    projects: noStages ? [] : data?.results,
    total: noStages ? 0 : (data?.total ?? 0),
    fetching: workflow.fetching || result.fetching,
    errorMessage: workflow.error || result.error ? BID_PROJECT_MESSAGES.loadFailed : null,
  };
}
