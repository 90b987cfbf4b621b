import SchemaBuilder from '@pothos/core';
import { GraphQLError } from 'graphql';
import type { AuthenticatedSession } from '../auth/sessions';
import type { AppDeps } from '../http/context';
import { ForbiddenError, forbiddenDetails, type PolicySubject } from '../policy/index';
import type { CurrentUser } from '../users/currentUser';

/** Per-request GraphQL context: the app's dependencies and the authenticated caller. */
export interface GraphQLContext {
  deps: AppDeps;
  auth: AuthenticatedSession;
  user: CurrentUser;
  subject: PolicySubject;
}

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  DefaultFieldNullability: false;
  Scalars: { ID: { Input: string; Output: string } };
}>({ defaultFieldNullability: false });

builder.queryType({});
builder.mutationType({});

/** A client error shown as is (yoga masks every other error). */
export function badUserInput(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}

/** Runs a policy check and turns a refusal into a GraphQL FORBIDDEN error. */
export function guard(check: () => void): void {
  try {
    check();
  } catch (error) {
    if (error instanceof ForbiddenError) {
      throw new GraphQLError(error.message, { extensions: { code: 'FORBIDDEN', reason: error.code, ...forbiddenDetails(error) } });
    }
    throw error;
  }
}
