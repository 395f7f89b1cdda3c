export * from './geometry';
export * from './report';
export * from './provenance';
export * from './anchor';
export * from './agents';
export * from './claim';
export * from './finding';
export * from './events';
