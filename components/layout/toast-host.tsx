"use client";

import dynamic from "next/dynamic";
import { useSyncExternalStore } from "react";

import { toastsWanted } from "@/components/ui/toast";

const ToastContainer = dynamic(() => import("./toast-container"), { ssr: false });

/** Where toasts show (components/ui/toast.ts): nothing until the first toast is asked for. */
export function ToastHost() {
  const wanted = useSyncExternalStore(toastsWanted.subscribe, toastsWanted.get, () => false);
  return wanted ? <ToastContainer /> : null;
}
