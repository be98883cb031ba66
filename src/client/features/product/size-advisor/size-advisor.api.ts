import type { ProductSizeChart, SizeAdviceAnswer } from '@common/api/size-charts.schema';
import type { Measure } from '@common/size-chart';
import { baseApi } from '@client/api/base-api';

/** The size advisor's calls (docs/discovery.md, "Size advisor"). */
export const sizeAdvisorApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sizeChart: build.query<ProductSizeChart, string>({
      query: (alias) => `/sizeChart/${encodeURIComponent(alias)}`,
    }),
    sizeAdvice: build.query<
      SizeAdviceAnswer,
      { alias: string; measures: Partial<Record<Measure, number>> }
    >({
      query: ({ alias, measures }) => ({
        url: `/sizeAdvice/${encodeURIComponent(alias)}`,
        params: measures,
      }),
    }),
  }),
});

export const { useSizeChartQuery, useLazySizeAdviceQuery } = sizeAdvisorApi;
