import { z } from 'zod';

export const CrmConnectionSchema = z.object({
  provider: z.enum(['HUBSPOT', 'SALESFORCE']),
  authKind: z.enum(['oauth', 'private_app']),
  accountId: z.string().nullable(),
  accountName: z.string().nullable(),
  connectedAt: z.string(),
});
export const CrmStartSchema = z.object({ url: z.string().nullable(), state: z.string() });

export const CrmFieldSchema = z.object({
  name: z.string(),
  label: z.string(),
  type: z.enum(['text', 'textarea', 'number', 'date', 'enumeration', 'boolean']),
  required: z.boolean(),
  hasValues: z.boolean(),
});
export type CrmFieldData = z.infer<typeof CrmFieldSchema>;
export const CrmFieldsSchema = z.object({ provider: z.enum(['HUBSPOT', 'SALESFORCE']), fields: z.array(CrmFieldSchema) });
export const CrmFormSchema = z.object({
  provider: z.enum(['HUBSPOT', 'SALESFORCE']),
  title: z.string(),
  fields: z.array(CrmFieldSchema.extend({ value: z.string() })),
});
export type CrmFormData = z.infer<typeof CrmFormSchema>;
export const CrmValuesSchema = z.object({ values: z.array(z.object({ id: z.string(), label: z.string() })) });
export const CrmAccountsSchema = z.object({ accounts: z.array(z.object({ id: z.string(), name: z.string(), url: z.string() })), moreExist: z.boolean() });
export type CrmAccountData = z.infer<typeof CrmAccountsSchema>['accounts'][number];
export const CrmSendSchema = z.object({ isDuplicate: z.boolean(), externalUrl: z.string().nullable(), provider: z.enum(['HUBSPOT', 'SALESFORCE']) });
export type CrmSendResult = z.infer<typeof CrmSendSchema>;
export const CrmDescribeSchema = z.object({ externalUrl: z.string().nullable() });
