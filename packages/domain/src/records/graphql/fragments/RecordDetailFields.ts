import { gql } from '@urql/core';
import type { NoticeRowData } from '../../../notices/graphql/queries/Notices';

export interface RecordOrg {
  id: string;
  guid: string;
  name: string;
}

export interface RecordLot {
  id: string;
  title: string | null;
  description: string | null;
  cpvCodes: string[];
  value: number | null;
  currency: string | null;
  contractPeriod: { startDate: string | null; endDate: string | null; maxExtentDate: string | null };
  suppliers: RecordOrg[];
}

export interface RecordContract {
  id: string;
  awardId: string;
  title: string;
  cpvCodes: { code: string; name: string }[];
  suppliers: RecordOrg[];
  lots: { id: string; title: string | null }[];
  value: number | null;
  currency: string | null;
  startDate: string | null;
  endDate: string | null;
  maxExtentDate: string | null;
  extensionMonths: number | null;
}

export interface AwardAccess {
  visible: boolean;
  freeUnlocked: boolean;
  canUnlock: boolean;
  unlocksRemaining: number | null;
}

/** The table-only fields of a notice row (start date, SME, buyer types, buyer lists) are not read by the record page. */
export interface RecordNotice extends Omit<NoticeRowData, 'startDate' | 'isSme' | 'buyerCategories' | 'buyerLists' | 'alsoPublishedOn'> {
  url: string | null;
  valueSrc: string | null;
  tenderDate: string | null;
  tendersReceived: number | null;
  type: string | null;
}

/** A NUTS region of the notice's delivery location (items' delivery addresses; decision 0059). */
export interface DeliveryRegion {
  id: string;
  name: string;
  level: number;
}

export interface RecordDetail {
  __typename?: 'RecordDetail';
  guid: string;
  recordFamilyId: string;
  ocid: string;
  procurementMethod: string | null;
  /** Where the contract is delivered or performed; empty when the notice names no known region. */
  deliveryRegions: DeliveryRegion[];
  notice: RecordNotice;
  contact: { name: string | null; email: string | null; phone: string | null; url: string | null } | null;
  relatedFrameworkProcess: { frameworkId: string; frameworkName: string; processType: string } | null;
  duplicates: { guid: string; name: string; url: string | null }[];
  lots: RecordLot[];
  contracts: RecordContract[];
  awardAccess: AwardAccess;
}

const org = 'id guid name';

export const RecordDetailFieldsFragment = gql`
  fragment RecordDetailFields on RecordDetail {
    guid
    recordFamilyId
    ocid
    procurementMethod
    deliveryRegions { id name level }
    notice {
      id
      guid
      name
      description
      stage
      value
      valueSrc
      currency
      publishDate
      closeDate
      tenderDate
      awardDate
      expiryDate
      addedAt
      tendersReceived
      country
      countryCode
      canonicalUrlPath
      url
      type
      relevanceScore
      qualification
      hiddenDate
      commentCount
      isFramework
      redacted
      lists
      buyer { ${org} }
      buyers { ${org} }
      suppliers { ${org} }
      cpvCodes { code name dimensionCode }
      signals { id name category colour }
      assignee { guid firstName lastName }
      procurementStage { id stage }
    }
    contact { name email phone url }
    relatedFrameworkProcess { frameworkId frameworkName processType }
    duplicates { guid name url }
    lots {
      id
      title
      description
      cpvCodes
      value
      currency
      contractPeriod { startDate endDate maxExtentDate }
      suppliers { ${org} }
    }
    contracts {
      id
      awardId
      title
      cpvCodes { code name }
      suppliers { ${org} }
      lots { id title }
      value
      currency
      startDate
      endDate
      maxExtentDate
      extensionMonths
    }
    awardAccess { visible freeUnlocked canUnlock unlocksRemaining }
  }
`;
