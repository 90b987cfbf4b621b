import { DataTypeLocked } from './DataTypeLocked';

/** The CREATE_BIDS paywall in place of 'Generate report' when no credits are left (spec 2§1 allowances, 2§2 "Paywall"). */
export function CreateBidsLocked() {
  return <DataTypeLocked dataType="CREATE_BIDS" />;
}
