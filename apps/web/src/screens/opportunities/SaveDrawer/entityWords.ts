import type { OpportunityEntityInput } from '@tenderlens/domain';
import type { SaveEntity } from './SaveDrawer';

/** The word for the entity in messages ('Failed to save notice to …'). */
export const typeWord = (type: SaveEntity['type']) => type;

/** '{Entity} saved to {list}': the type, capitalised. */
export const entityWord = (type: SaveEntity['type']) => type.charAt(0).toUpperCase() + type.slice(1);

/** The opportunity entity kind of a save-drawer entity (buyers and suppliers are organisations). */
export const opportunityEntities = (entity: SaveEntity): OpportunityEntityInput[] =>
  entity.ids.map((entityId) => ({
    entityId,
    entityType: entity.type === 'notice' ? 'Notice' : entity.type === 'contact' ? 'Contact' : 'Organisation',
  }));

/** The buyers whose lists a buyer or supplier is saved through: the buyers themselves, or the supplier's buyers. */
export const buyerGuidsOf = (entity: SaveEntity): string[] =>
  entity.type === 'buyer' ? entity.ids : (entity.buyerIds ?? []);
