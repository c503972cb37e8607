"use client";

import { useEffect, useState, type ReactNode } from "react";
import { useAppStore } from "@/store/hooks";
import { mapDataReceived, type MapData } from "./map-slice";

/**
 * Hands the server-loaded map data to the store. The first time it dispatches while rendering, so
 * the server-rendered HTML already shows the pins; later data (another date) arrives in an effect.
 */
export function MapDataHandover({ data, children }: { data: MapData; children: ReactNode }) {
  const store = useAppStore();
  const [firstData] = useState(() => {
    store.dispatch(mapDataReceived(data));
    return data;
  });
  useEffect(() => {
    if (data !== firstData) store.dispatch(mapDataReceived(data));
  }, [data, firstData, store]);
  return children;
}
