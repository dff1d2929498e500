import type { CloudConfigOption } from './types'

const configuration = 'guides/cloud/accessibility/configuration'
const elements = 'guides/cloud/accessibility/element-configuration'

/**
 * Every configuration property of Cypress Accessibility, with the page whose
 * table documents it (`cloudConfiguration.test.ts` checks both ways).
 */
export const accessibilityOptions: CloudConfigOption[] = [
  // Page-level settings
  { key: 'comment', type: 'string', default: 'none', page: configuration },
  { key: 'views', type: 'object[]', default: 'none', page: configuration },
  {
    key: 'views[].pattern',
    type: 'string',
    default: 'none',
    page: configuration,
  },
  {
    key: 'views[].groupBy',
    type: 'string | string[]',
    default: 'none',
    page: configuration,
  },
  {
    key: 'views[].comment',
    type: 'string',
    default: 'none',
    page: configuration,
  },
  {
    key: 'viewFilters',
    type: 'object[]',
    default: 'none',
    page: configuration,
  },
  {
    key: 'viewFilters[].pattern',
    type: 'string',
    default: 'none',
    page: configuration,
  },
  {
    key: 'viewFilters[].include',
    type: 'boolean',
    default: 'none',
    page: configuration,
  },
  {
    key: 'viewFilters[].comment',
    type: 'string',
    default: 'none',
    page: configuration,
  },
  { key: 'profiles', type: 'object[]', default: 'none', page: configuration },
  {
    key: 'profiles[].name',
    type: 'string',
    default: 'none',
    page: configuration,
  },
  {
    key: 'profiles[].config',
    type: 'object',
    default: 'none',
    page: configuration,
  },
  {
    key: 'profiles[].comment',
    type: 'string',
    default: 'none',
    page: configuration,
  },
  // The product-only block
  {
    key: 'accessibility',
    type: 'object',
    default: 'none',
    page: configuration,
  },
  {
    key: 'accessibility.viewFilters',
    type: 'object[]',
    default: 'none',
    page: configuration,
  },
  {
    key: 'accessibility.comment',
    type: 'string',
    default: 'none',
    page: configuration,
  },
  // Element settings
  {
    key: 'elementFilters',
    type: 'object[]',
    default: 'none',
    page: elements,
  },
  {
    key: 'elementFilters[].selector',
    type: 'string',
    default: 'none',
    page: elements,
  },
  {
    key: 'elementFilters[].include',
    type: 'boolean',
    default: 'none',
    page: elements,
  },
  {
    key: 'elementFilters[].documentScope',
    type: 'string[]',
    default: 'none',
    page: elements,
  },
  {
    key: 'elementFilters[].comment',
    type: 'string',
    default: 'none',
    page: elements,
  },
  {
    key: 'accessibility.elementFilters',
    type: 'object[]',
    default: 'none',
    page: elements,
  },
  {
    key: 'significantAttributes',
    type: 'string[]',
    default: 'none',
    page: elements,
  },
  {
    key: 'accessibility.significantAttributes',
    type: 'string[]',
    default: 'none',
    page: elements,
  },
  {
    key: 'attributeFilters',
    type: 'object[]',
    default: 'none',
    page: elements,
  },
  {
    key: 'attributeFilters[].attribute',
    type: 'string',
    default: 'none',
    page: elements,
  },
  {
    key: 'attributeFilters[].value',
    type: 'string',
    default: '.*',
    page: elements,
  },
  {
    key: 'attributeFilters[].include',
    type: 'boolean',
    default: 'true',
    page: elements,
  },
  {
    key: 'attributeFilters[].comment',
    type: 'string',
    default: 'none',
    page: elements,
  },
  {
    key: 'accessibility.attributeFilters',
    type: 'object[]',
    default: 'none',
    page: elements,
  },
  {
    key: 'accessibility.components',
    type: 'object',
    default: 'none',
    page: elements,
  },
  {
    key: 'accessibility.components.componentAttributes',
    type: 'object[]',
    default: 'none',
    page: elements,
  },
  {
    key: 'accessibility.components.componentAttributes[].attributeName',
    type: 'string',
    default: 'none',
    page: elements,
  },
  {
    key: 'accessibility.components.componentAttributes[].includeInSelector',
    type: 'boolean',
    default: 'true',
    page: elements,
  },
  {
    key: 'accessibility.components.componentAttributes[].comment',
    type: 'string',
    default: 'none',
    page: elements,
  },
  {
    key: 'accessibility.components.componentAttributeFilters',
    type: 'object[]',
    default: 'none',
    page: elements,
  },
  {
    key: 'accessibility.components.componentAttributeFilters[].attribute',
    type: 'string',
    default: 'none',
    page: elements,
  },
  {
    key: 'accessibility.components.componentAttributeFilters[].value',
    type: 'string',
    default: '.*',
    page: elements,
  },
  {
    key: 'accessibility.components.componentAttributeFilters[].include',
    type: 'boolean',
    default: 'true',
    page: elements,
  },
  {
    key: 'accessibility.components.componentAttributeFilters[].comment',
    type: 'string',
    default: 'none',
    page: elements,
  },
  {
    key: 'accessibility.components.comment',
    type: 'string',
    default: 'none',
    page: elements,
  },
]
