/**
 * The whole database schema, one module per product area. The runtime (queries, tests) imports from here;
 * each module's tables and migrations are owned by that module's file and its `drizzle/<module>/` folder.
 */
export * from './assessments.ts';
export * from './catalogue.ts';
export * from './console.ts';
export * from './contests.ts';
export * from './foundation.ts';
export * from './goods.ts';
export * from './group-buying.ts';
export * from './growth.ts';
export * from './identity.ts';
export * from './landing.ts';
export * from './learning.ts';
export * from './messages.ts';
export * from './orders.ts';
export * from './shell.ts';
export * from './study-tour.ts';
export * from './tools.ts';
