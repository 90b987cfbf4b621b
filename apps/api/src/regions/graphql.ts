/** GraphQL `regions` (spec 2§3 Region, 2§7): the REST search's twin, for the client's normalised cache. */
import { builder, guard } from '../graphql/builder';
import { assertCan } from '../policy/index';
import { parseArgs, resolving } from '../workspace/http';
import { RegionSearchBodySchema } from './schemas';
import { searchRegions, type RegionView } from './service';

const RegionRef = builder.objectRef<RegionView>('Region').implement({
  description: 'A NUTS 2018 region (ONS): level 1 "UKC", level 2 "UKC1", level 3 "UKC11".',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The NUTS code.' }),
    name: t.exposeString('name'),
    description: t.exposeString('description', { nullable: true }),
    countryCode: t.exposeString('countryCode'),
    countryName: t.exposeString('countryName', { nullable: true }),
    level: t.exposeInt('level'),
    parentId: t.exposeID('parentId', { nullable: true }),
    geoJson: t.string({ nullable: true, description: 'GeoJSON as a string, when known.', resolve: (r) => (r.geoJson == null ? null : JSON.stringify(r.geoJson)) }),
    buyerCount: t.exposeInt('buyerCount', { description: 'Buyers whose address region is this region or inside it.' }),
  }),
});

const RegionSearchInput = builder.inputType('RegionSearchRequest', {
  fields: (t) => ({
    text: t.string(),
    countryCode: t.string(),
    level: t.int(),
    parentId: t.id(),
    ids: t.idList(),
    limit: t.int(),
  }),
});

builder.queryFields((t) => ({
  regions: t.field({
    type: [RegionRef],
    description: 'NUTS regions by name or code, country, level or parent, ordered by code.',
    args: { request: t.arg({ type: RegionSearchInput }) },
    resolve: (_root, { request }, ctx) =>
      resolving(async () => {
        guard(() => assertCan(ctx.subject, { type: 'regions.search' }));
        const r = request ?? {};
        const body = parseArgs(RegionSearchBodySchema, {
          ...(r.text != null ? { text: r.text } : {}),
          ...(r.countryCode != null ? { country_code: r.countryCode } : {}),
          ...(r.level != null ? { level: r.level } : {}),
          ...(r.parentId != null ? { parent_id: r.parentId } : {}),
          ...(r.ids != null ? { ids: r.ids } : {}),
          ...(r.limit != null ? { limit: r.limit } : {}),
        });
        return searchRegions(ctx.deps.db, body);
      }),
  }),
}));
