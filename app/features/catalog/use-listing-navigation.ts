import { useCallback } from "react";
import { useLocation, useNavigate, useNavigation } from "react-router";
import { listingSearch, parseListingQuery, type ListingQuery } from "./listing-search-params.ts";

/**
 * With JavaScript the filter form applies each change at once: it navigates to the
 * canonical address of the new state (no full reload, scroll and focus stay). While the
 * list loads, the controls already show the state that was asked for.
 */
export function useListingNavigation(query: ListingQuery) {
  const navigation = useNavigation();
  const location = useLocation();
  const navigate = useNavigate();
  const pendingHere = navigation.location?.pathname === location.pathname ? navigation.location : undefined;
  const shown = pendingHere ? parseListingQuery(new URLSearchParams(pendingHere.search)) : query;

  const apply = useCallback(
    (form: HTMLFormElement | null) => {
      if (!form) return;
      const params = new URLSearchParams();
      for (const [name, value] of new FormData(form)) if (typeof value === "string") params.append(name, value);
      // A new filter or sort starts again at page 1.
      const next = { ...parseListingQuery(params), page: 1 };
      void navigate(`${location.pathname}${listingSearch(next)}`, { preventScrollReset: true });
    },
    [location.pathname, navigate],
  );
  return { shown, apply, loading: pendingHere !== undefined };
}
