import table from '@generated/route-sections/sections'

import { sectionLoader } from './sections'

/** The site's sections, from the table the plugin generates. */
export const { ensureSection, isLoaded, chunksOf } = sectionLoader(table)
