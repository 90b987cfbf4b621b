import { dataTypesForPlan } from '../../plans/index';
import type { CurrentUserInput } from '../schemas/currentUser';

/** Synthetic users matching the demo tenant (README "Demo logins"; data types per docs/contracts.md). */
export const userFixtures = {
  /** Northwind Digital Ltd, Growth plan, export permission. */
  growth: {
    id: '2',
    guid: 'usr-maya-0002',
    email: 'maya@northwind.test',
    firstName: 'Maya',
    lastName: 'Patel',
    admin: false,
    guest: false,
    company: { id: '2', guid: 'cmp-northwind-0002', name: 'Northwind Digital Ltd', paymentType: 'invoice', partnerProgramme: false },
    team: { id: '2', name: 'Public sector sales' },
    activeDataTypes: dataTypesForPlan('GROWTH'),
    subscription: 'GROWTH',
    hasExportPermission: true,
    useSupplierName: false,
  },
  /** FreeCo, Free plan: no data types (sees the Upgrade button). */
  free: {
    id: '4',
    guid: 'usr-sam-0004',
    email: 'sam@freeco.test',
    firstName: 'Sam',
    lastName: 'Okafor',
    admin: false,
    guest: false,
    company: { id: '4', guid: 'cmp-freeco-0004', name: 'FreeCo', paymentType: 'none', partnerProgramme: false },
    team: { id: '4', name: 'FreeCo team' },
    activeDataTypes: dataTypesForPlan('FREEMIUM'),
    subscription: 'FREEMIUM',
    hasExportPermission: false,
    useSupplierName: false,
  },
  /** A guest pass. */
  guest: {
    id: '5',
    guid: 'usr-guest-0005',
    email: 'guest@guestpass.test',
    firstName: 'Gill',
    lastName: 'Guest',
    admin: false,
    guest: true,
    company: { id: '5', guid: 'cmp-guestpass-0005', name: 'Guest pass', paymentType: 'none', partnerProgramme: false },
    team: { id: '5', name: 'Guests' },
    activeDataTypes: dataTypesForPlan('GUEST_PASS'),
    subscription: 'GUEST_PASS',
    hasExportPermission: false,
    useSupplierName: false,
  },
  /** Admin, Tenderlens Staff, Expert plan. */
  admin: {
    id: '1',
    guid: 'usr-admin-0001',
    email: 'admin@tenderlens.test',
    firstName: 'Ada',
    lastName: 'Admin',
    admin: true,
    guest: false,
    company: { id: '1', guid: 'cmp-staff-0001', name: 'Tenderlens Staff', paymentType: 'invoice', partnerProgramme: false },
    team: { id: '1', name: 'Staff' },
    activeDataTypes: dataTypesForPlan('EXPERT'),
    subscription: 'EXPERT',
    hasExportPermission: true,
    useSupplierName: false,
  },
  /** A Basic plan user: awards only. */
  basic: {
    id: '6',
    guid: 'usr-rowan-0006',
    email: 'rowan@basicbuild.test',
    firstName: 'Rowan',
    lastName: 'Hughes',
    admin: false,
    guest: false,
    company: { id: '6', guid: 'cmp-basicbuild-0006', name: 'BasicBuild Ltd', paymentType: 'card', partnerProgramme: false },
    team: { id: '6', name: 'BasicBuild team' },
    activeDataTypes: dataTypesForPlan('BASIC'),
    subscription: 'BASIC',
    hasExportPermission: false,
    useSupplierName: false,
  },
} satisfies Record<string, CurrentUserInput>;

export type UserFixtureName = keyof typeof userFixtures;
