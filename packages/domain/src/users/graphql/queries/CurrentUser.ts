import { gql } from '@urql/core';
import type { CurrentUserInput } from '../../schemas/currentUser';

export interface CurrentUserQueryData {
  currentUser: CurrentUserInput;
}

export const CurrentUserQuery = gql<CurrentUserQueryData, Record<string, never>>`
  query CurrentUser {
    currentUser {
      id
      guid
      email
      firstName
      lastName
      admin
      guest
      company {
        id
        guid
        name
        paymentType
        partnerProgramme
      }
      team {
        id
        name
      }
      activeDataTypes
      subscription
      hasExportPermission
      useSupplierName
    }
  }
`;
