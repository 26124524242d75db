/**
 * Which data file of src/catalog/data/ holds which apps: a few files by area, so each stays small
 * and a diff shows one area. An app of the table that no group names goes to the last group (the
 * script says so); move it by adding its id here.
 */
export interface DataGroup {
  /** File name in src/catalog/data/, without `.ts`. */
  readonly file: string;
  /** The exported constant. */
  readonly exportName: string;
  /** The doc comment of the constant. */
  readonly doc: string;
  readonly appIds: readonly string[];
}

export const DATA_GROUPS: readonly DataGroup[] = [
  {
    file: 'people',
    exportName: 'PEOPLE_APPS',
    doc: 'Users and Company: people, logins, contact details, security groups and organizations.',
    appIds: ['users', 'company'],
  },
  {
    file: 'fulfillment',
    exportName: 'FULFILLMENT_APPS',
    doc: 'Picking, packing, shipping and store pickup.',
    appIds: ['fulfillment', 'picking', 'bopis', 'reroute-fulfilment', 'shopify-bopis'],
  },
  {
    file: 'inventory',
    exportName: 'INVENTORY_APPS',
    doc: 'Counting, receiving, moving and importing stock, and what is available to sell.',
    appIds: ['inventory-count', 'receiving', 'transfers', 'available-to-promise', 'threshold-management', 'import'],
  },
  {
    file: 'orders',
    exportName: 'ORDER_APPS',
    doc: 'Orders, customers, routing, preorders and the product catalog.',
    appIds: ['order-manager', 'order-routing', 'preorder', 'products', 'commerce-hub', 'clienteling'],
  },
  {
    file: 'suite',
    exportName: 'SUITE_APPS',
    doc: 'The suite around the apps: the launchpad, facilities and scheduled jobs.',
    appIds: ['launchpad', 'facilities', 'job-manager'],
  },
];
