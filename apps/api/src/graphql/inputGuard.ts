/**
 * The GraphQL side of the input layer (docs/decisions/0018): the HTTP guard has already checked the
 * JSON body and the URL; here the document itself is checked before it is parsed (nesting depth,
 * `\u` escapes of NUL and lone surrogates), the variables once more as values, and — by a validation
 * rule — every string literal as graphql-js decoded it (`\u{0}` escapes included). Each refusal is a
 * BAD_USER_INPUT error with HTTP status 400.
 */
import { GraphQLError, type ValidationRule } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { inspectJsonText, inspectValue, MAX_JSON_DEPTH, unsafeTextReason } from '../http/input';

/** Selection sets, lists and input objects together: twice the depth allowed for a JSON value. */
export const MAX_DOCUMENT_DEPTH = 2 * MAX_JSON_DEPTH;

const badInput = (message: string) =>
  new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });

/** Every string literal of the document (arguments, defaults, input objects). */
export const SafeStringLiteralsRule: ValidationRule = (context) => ({
  StringValue(node) {
    const reason = unsafeTextReason(node.value);
    if (reason) context.reportError(new GraphQLError(reason, { nodes: [node], extensions: { code: 'BAD_USER_INPUT' } }));
  },
});

export function inputGuardPlugin(): Plugin {
  return {
    onParams({ params }) {
      const reason =
        (typeof params.query === 'string' ? inspectJsonText(params.query, MAX_DOCUMENT_DEPTH) : null) ??
        inspectValue(params.variables ?? null) ??
        inspectValue(params.extensions ?? null);
      if (reason) throw badInput(reason);
    },
    onValidate({ addValidationRule }) {
      addValidationRule(SafeStringLiteralsRule);
    },
  };
}
