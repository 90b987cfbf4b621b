import { gql } from '@urql/core';
import type { TeamUser } from '../../schemas/lead';

export const CompanyUsersQuery = gql<{ companyUsers: TeamUser[] }, Record<string, never>>`
  query CompanyUsers {
    companyUsers {
      id
      guid
      email
      firstName
      lastName
      active
    }
  }
`;
