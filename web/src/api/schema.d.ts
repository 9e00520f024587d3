// Generated from the gateway OpenAPI document by `npm run api:types`
// (gateway/src/cli/api-types.ts). Do not edit by hand.

export interface paths {
    "/api/accounting/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Accounting export: the period's payments and FX trades as the CSV accounting tools import (Financial Reports) */
        get: {
            parameters: {
                query: {
                    from: string;
                    to: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounting/export.xlsx": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Accounting export as XLSX: the same rows and columns as the CSV (Financial Reports) */
        get: {
            parameters: {
                query: {
                    from: string;
                    to: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation's most recent activities (verification, transaction, alert), newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** Format: date-time */
                                date: string;
                                description: string;
                                id: string;
                                messageKey: string | null;
                                params: {
                                    [key: string]: string | number;
                                } | null;
                                relatedId: string | null;
                                /** @enum {string} */
                                status: "completed" | "pending" | "failed";
                                title: string;
                                /** @enum {string} */
                                type: "verification" | "transaction" | "alert";
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/organisations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The 200 newest organisations with their member count and plan */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            organisations: {
                                aiPremium: boolean;
                                /** Format: date-time */
                                createdAt: string;
                                id: string;
                                memberCount: number;
                                name: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/organisations/{organisationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change an organisation's plan: premium means unlimited AI assistant questions */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    organisationId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        aiPremium: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            organisation: {
                                aiPremium: boolean;
                                /** Format: date-time */
                                createdAt: string;
                                id: string;
                                memberCount: number;
                                name: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/admin/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Businesses awaiting review (pending) or refused (rejected), oldest first */
        get: {
            parameters: {
                query?: {
                    status?: "pending" | "rejected";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            organisations: {
                                businessName: string;
                                /** Format: date-time */
                                createdAt: string;
                                email: string;
                                emailVerified: boolean;
                                id: string;
                                memberCount: number;
                                rejectionReason: string | null;
                                /** @enum {string} */
                                status: "pending" | "rejected" | "demo" | "approved";
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reviews/{organisationId}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a business: full access for whoever works in it */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    organisationId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            organisation: {
                                businessName: string;
                                /** Format: date-time */
                                createdAt: string;
                                email: string;
                                emailVerified: boolean;
                                id: string;
                                memberCount: number;
                                rejectionReason: string | null;
                                /** @enum {string} */
                                status: "pending" | "rejected" | "demo" | "approved";
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reviews/{organisationId}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject a business, with the reason shown to its members */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    organisationId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            organisation: {
                                businessName: string;
                                /** Format: date-time */
                                createdAt: string;
                                email: string;
                                emailVerified: boolean;
                                id: string;
                                memberCount: number;
                                rejectionReason: string | null;
                                /** @enum {string} */
                                status: "pending" | "rejected" | "demo" | "approved";
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ai/conversation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The person's conversation with the assistant (oldest first) and their questions left today */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            configured: boolean;
                            dailyLimit: number | null;
                            messages: {
                                content: string;
                                /** Format: date-time */
                                createdAt: string;
                                id: string;
                                /** @enum {string} */
                                role: "user" | "assistant";
                                /** @enum {string} */
                                status: "pending" | "answered" | "failed";
                            }[];
                            premium: boolean;
                            remainingToday: number | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Start a new conversation (the questions already asked today still count) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ai/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask the assistant: counts one of the day’s free questions, waits for the reply (also pushed as `ai:answered`) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        content: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            question: {
                                content: string;
                                /** Format: date-time */
                                createdAt: string;
                                id: string;
                                /** @enum {string} */
                                role: "user" | "assistant";
                                /** @enum {string} */
                                status: "pending" | "answered" | "failed";
                            };
                            quota: {
                                configured: boolean;
                                dailyLimit: number | null;
                                premium: boolean;
                                remainingToday: number | null;
                            };
                            reply: {
                                content: string;
                                /** Format: date-time */
                                createdAt: string;
                                id: string;
                                /** @enum {string} */
                                role: "user" | "assistant";
                                /** @enum {string} */
                                status: "pending" | "answered" | "failed";
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation's audit log, newest first, filtered and paged */
        get: {
            parameters: {
                query?: {
                    action?: string;
                    actorId?: string;
                    entityType?: string;
                    from?: string;
                    page?: number;
                    pageSize?: number;
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                action: string;
                                actor: {
                                    id: string;
                                    name: string;
                                } | null;
                                apiKey: {
                                    id: string;
                                    name: string;
                                } | null;
                                /** Format: date-time */
                                at: string;
                                changes: {
                                    [key: string]: {
                                        after: unknown;
                                        before: unknown;
                                    };
                                };
                                entityId: string;
                                entityType: string;
                                id: string;
                            }[];
                            page: number;
                            pageSize: number;
                            total: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The audit log as CSV, with the same filters as the list, in the requester's language and time zone (codes beside) */
        get: {
            parameters: {
                query?: {
                    action?: string;
                    actorId?: string;
                    entityType?: string;
                    from?: string;
                    language?: "en" | "zh" | "es";
                    timeZone?: string;
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/demo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Open the read-only demo workspace (a session as the demo user) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            profile: {
                                businessName: string;
                                /** @enum {string} */
                                colorScheme: "system" | "light" | "dark";
                                /** Format: date-time */
                                createdAt: string;
                                demoMode: boolean;
                                email: string;
                                fullName: string | null;
                                id: string;
                                isAdmin: boolean;
                                organisation: {
                                    id: string;
                                    isOwner: boolean;
                                    name: string;
                                };
                                organisations: {
                                    id: string;
                                    name: string;
                                    role: string;
                                    /** @enum {string} */
                                    status: "pending" | "rejected" | "demo" | "approved";
                                }[];
                                permissions: ("Supplier Management" | "Payment Approval" | "Team Management" | "Financial Reports" | "FX Management" | "Risk Assessment" | "Compliance Management" | "Audit Logs")[];
                                readOnly: boolean;
                                rejectionReason: string | null;
                                role: string;
                                /** @enum {string} */
                                status: "pending" | "rejected" | "demo" | "approved";
                                /** Format: date-time */
                                updatedAt: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 'Forgot password?': mails a single-use, one-hour reset link when the address has a password account; the answer is the same either way */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/resend-verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the verification e-mail again */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with the reset link’s token; ends every session of the account (then sign in) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        password: string;
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with e-mail and password; sets the session cookie */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            profile: {
                                businessName: string;
                                /** @enum {string} */
                                colorScheme: "system" | "light" | "dark";
                                /** Format: date-time */
                                createdAt: string;
                                demoMode: boolean;
                                email: string;
                                fullName: string | null;
                                id: string;
                                isAdmin: boolean;
                                organisation: {
                                    id: string;
                                    isOwner: boolean;
                                    name: string;
                                };
                                organisations: {
                                    id: string;
                                    name: string;
                                    role: string;
                                    /** @enum {string} */
                                    status: "pending" | "rejected" | "demo" | "approved";
                                }[];
                                permissions: ("Supplier Management" | "Payment Approval" | "Team Management" | "Financial Reports" | "FX Management" | "Risk Assessment" | "Compliance Management" | "Audit Logs")[];
                                readOnly: boolean;
                                rejectionReason: string | null;
                                role: string;
                                /** @enum {string} */
                                status: "pending" | "rejected" | "demo" | "approved";
                                /** Format: date-time */
                                updatedAt: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End this session on the server */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-up": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an account (organisation + pending profile) and send the verification e-mail */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        businessName: string;
                        email: string;
                        /** @enum {string} */
                        language?: "en" | "zh" | "es";
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            email: string;
                            /** @enum {boolean} */
                            verificationSent: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/verify-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The link of the verification e-mail: verifies the address, then redirects to the app */
        get: {
            parameters: {
                query?: {
                    token?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bills": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation's bills by due date: open, due soon (14 days), overdue, closed or all */
        get: {
            parameters: {
                query?: {
                    currency?: string;
                    supplierId?: string;
                    view?: "all" | "open" | "due_soon" | "overdue" | "closed";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            bills: {
                                amountMinor: number;
                                budgetRate: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                createdBy: {
                                    id: string;
                                    name: string;
                                };
                                currency: string;
                                document: {
                                    id: string;
                                    name: string;
                                } | null;
                                /** Format: date */
                                dueDate: string;
                                id: string;
                                /** Format: date */
                                issueDate: string;
                                /** @enum {string} */
                                kind: "invoice" | "purchase_order";
                                /** @enum {string} */
                                marginState: "within" | "beyond";
                                marginTolerancePercent: number;
                                note: string | null;
                                openMinor: number;
                                paidMinor: number;
                                pair: {
                                    base: string;
                                    quote: string;
                                } | null;
                                paymentRequestReference: string | null;
                                reference: string;
                                scheduledMinor: number;
                                /** @enum {string} */
                                status: "open" | "scheduled" | "partly_paid" | "paid" | "cancelled";
                                supplier: {
                                    id: string;
                                    name: string;
                                };
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Record a bill or purchase order (one per supplier and reference: a second is a 409 duplicate_bill) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        amount: string;
                        budgetRate?: string;
                        currency: string;
                        /** Format: date */
                        dueDate: string;
                        /** Format: date */
                        issueDate: string;
                        /**
                         * @default invoice
                         * @enum {string}
                         */
                        kind?: "invoice" | "purchase_order";
                        marginTolerancePercent?: number;
                        note?: string;
                        reference: string;
                        supplierId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            bill: {
                                amountMinor: number;
                                budgetRate: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                createdBy: {
                                    id: string;
                                    name: string;
                                };
                                currency: string;
                                document: {
                                    id: string;
                                    name: string;
                                } | null;
                                /** Format: date */
                                dueDate: string;
                                id: string;
                                /** Format: date */
                                issueDate: string;
                                /** @enum {string} */
                                kind: "invoice" | "purchase_order";
                                /** @enum {string} */
                                marginState: "within" | "beyond";
                                marginTolerancePercent: number;
                                note: string | null;
                                openMinor: number;
                                paidMinor: number;
                                pair: {
                                    base: string;
                                    quote: string;
                                } | null;
                                paymentRequestReference: string | null;
                                reference: string;
                                scheduledMinor: number;
                                /** @enum {string} */
                                status: "open" | "scheduled" | "partly_paid" | "paid" | "cancelled";
                                supplier: {
                                    id: string;
                                    name: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bills/{billId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One bill */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    billId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            bill: {
                                amountMinor: number;
                                budgetRate: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                createdBy: {
                                    id: string;
                                    name: string;
                                };
                                currency: string;
                                document: {
                                    id: string;
                                    name: string;
                                } | null;
                                /** Format: date */
                                dueDate: string;
                                id: string;
                                /** Format: date */
                                issueDate: string;
                                /** @enum {string} */
                                kind: "invoice" | "purchase_order";
                                /** @enum {string} */
                                marginState: "within" | "beyond";
                                marginTolerancePercent: number;
                                note: string | null;
                                openMinor: number;
                                paidMinor: number;
                                pair: {
                                    base: string;
                                    quote: string;
                                } | null;
                                paymentRequestReference: string | null;
                                reference: string;
                                scheduledMinor: number;
                                /** @enum {string} */
                                status: "open" | "scheduled" | "partly_paid" | "paid" | "cancelled";
                                supplier: {
                                    id: string;
                                    name: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bills/{billId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a bill nothing is paid or scheduled on (its creator, or 'Payment Approval') */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    billId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            bill: {
                                amountMinor: number;
                                budgetRate: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                createdBy: {
                                    id: string;
                                    name: string;
                                };
                                currency: string;
                                document: {
                                    id: string;
                                    name: string;
                                } | null;
                                /** Format: date */
                                dueDate: string;
                                id: string;
                                /** Format: date */
                                issueDate: string;
                                /** @enum {string} */
                                kind: "invoice" | "purchase_order";
                                /** @enum {string} */
                                marginState: "within" | "beyond";
                                marginTolerancePercent: number;
                                note: string | null;
                                openMinor: number;
                                paidMinor: number;
                                pair: {
                                    base: string;
                                    quote: string;
                                } | null;
                                paymentRequestReference: string | null;
                                reference: string;
                                scheduledMinor: number;
                                /** @enum {string} */
                                status: "open" | "scheduled" | "partly_paid" | "paid" | "cancelled";
                                supplier: {
                                    id: string;
                                    name: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bills/{billId}/document": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Attach one of the supplier's documents (the invoice PDF) to the bill, or detach it (null) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    billId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        documentId: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            bill: {
                                amountMinor: number;
                                budgetRate: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                createdBy: {
                                    id: string;
                                    name: string;
                                };
                                currency: string;
                                document: {
                                    id: string;
                                    name: string;
                                } | null;
                                /** Format: date */
                                dueDate: string;
                                id: string;
                                /** Format: date */
                                issueDate: string;
                                /** @enum {string} */
                                kind: "invoice" | "purchase_order";
                                /** @enum {string} */
                                marginState: "within" | "beyond";
                                marginTolerancePercent: number;
                                note: string | null;
                                openMinor: number;
                                paidMinor: number;
                                pair: {
                                    base: string;
                                    quote: string;
                                } | null;
                                paymentRequestReference: string | null;
                                reference: string;
                                scheduledMinor: number;
                                /** @enum {string} */
                                status: "open" | "scheduled" | "partly_paid" | "paid" | "cancelled";
                                supplier: {
                                    id: string;
                                    name: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bills/from-payment-request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record another organisation's open payment request (its share link's reference) as a bill to one of your suppliers */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reference: string;
                        supplierId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            bill: {
                                amountMinor: number;
                                budgetRate: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                createdBy: {
                                    id: string;
                                    name: string;
                                };
                                currency: string;
                                document: {
                                    id: string;
                                    name: string;
                                } | null;
                                /** Format: date */
                                dueDate: string;
                                id: string;
                                /** Format: date */
                                issueDate: string;
                                /** @enum {string} */
                                kind: "invoice" | "purchase_order";
                                /** @enum {string} */
                                marginState: "within" | "beyond";
                                marginTolerancePercent: number;
                                note: string | null;
                                openMinor: number;
                                paidMinor: number;
                                pair: {
                                    base: string;
                                    quote: string;
                                } | null;
                                paymentRequestReference: string | null;
                                reference: string;
                                scheduledMinor: number;
                                /** @enum {string} */
                                status: "open" | "scheduled" | "partly_paid" | "paid" | "cancelled";
                                supplier: {
                                    id: string;
                                    name: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bills/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import bills from a CSV or XLSX (multipart `file`; columns supplier, reference, currency, amount, issue date, due date, budget rate): each row checked, duplicates refused; `dryRun=true` creates nothing */
        post: {
            parameters: {
                query?: {
                    dryRun?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createdCount: number;
                            fileName: string;
                            invalidCount: number;
                            rowCount: number;
                            rows: {
                                errors: {
                                    code: string;
                                    column: string;
                                    message: string;
                                }[];
                                row: number;
                                values: {
                                    [key: string]: string;
                                };
                            }[];
                            validCount: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public settings of this deployment */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            auth: {
                                /** @enum {string} */
                                mode: "local";
                            } | {
                                audience: string;
                                clientId: string;
                                domain: string;
                                /** @enum {string} */
                                mode: "auth0";
                            };
                            fxStaleAfterMs: number;
                            schedulingEmbedUrl: string | null;
                            supportEmail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The risk dashboard of the signed-in member's organisation over 24h, 7d, 30d or 90d: risk tiles with their previous-period values, FX exposures, payments by status, risk metrics, recent items (cached up to 5 s) */
        get: {
            parameters: {
                query?: {
                    range?: "24h" | "7d" | "30d" | "90d";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            baseCurrency: string;
                            exposures: {
                                amountMinor: number;
                                baseAmountMinor: number;
                                currency: string;
                                hedgedPercent: number;
                                impact: {
                                    [key: string]: number;
                                };
                                rate: number | null;
                                /** @enum {string} */
                                riskLevel: "Low" | "Medium" | "High";
                                unhedgedBaseMinor: number;
                                volatilityPercent: number | null;
                            }[];
                            paymentsByStatus: {
                                buckets: {
                                    completed: number;
                                    failed: number;
                                    pending: number;
                                    /** Format: date-time */
                                    start: string;
                                }[];
                                /** @enum {string} */
                                interval: "hour" | "day" | "week";
                            };
                            previousWindow: {
                                /** Format: date-time */
                                from: string;
                                /** Format: date-time */
                                to: string;
                            };
                            /** @enum {string} */
                            range: "24h" | "7d" | "30d" | "90d";
                            ratesAsOf: string | null;
                            ratesSource: string | null;
                            recentActivities: {
                                /** Format: date-time */
                                date: string;
                                description: string;
                                id: string;
                                messageKey: string | null;
                                params: {
                                    [key: string]: string | number;
                                } | null;
                                relatedId: string | null;
                                /** @enum {string} */
                                status: "completed" | "pending" | "failed";
                                title: string;
                                /** @enum {string} */
                                type: "verification" | "transaction" | "alert";
                            }[];
                            recentTransactions: {
                                amountMinor: number;
                                currency: string;
                                /** Format: date-time */
                                date: string;
                                id: string;
                                /** @enum {string} */
                                method: "Bank Transfer" | "Wire Transfer" | "ACH";
                                /** @enum {string} */
                                status: "completed" | "pending" | "failed";
                                supplierName: string;
                            }[];
                            riskMetrics: {
                                averageResponseTimeHours: number;
                                complianceScore: number;
                                /** Format: date-time */
                                computedAt: string;
                                paymentSuccessRate: number;
                                supplierVerificationRate: number;
                            } | null;
                            tiles: {
                                cashflowRisk: {
                                    explanation: string;
                                    failedShare: number;
                                    /** @enum {string} */
                                    level: "Low" | "Medium" | "High";
                                    pendingMinor: number;
                                    previous: number | null;
                                    scheduledMinor: number;
                                    settledMinor: number;
                                    /** @enum {string} */
                                    unit: "score" | "money" | "percent";
                                    value: number;
                                };
                                counterpartyRisk: {
                                    explanation: string;
                                    /** @enum {string} */
                                    level: "Low" | "Medium" | "High";
                                    previous: number | null;
                                    /** @enum {string} */
                                    unit: "score" | "money" | "percent";
                                    value: number;
                                };
                                fxRiskExposure: {
                                    explanation: string;
                                    /** @enum {string} */
                                    level: "Low" | "Medium" | "High";
                                    previous: number | null;
                                    /** @enum {string} */
                                    unit: "score" | "money" | "percent";
                                    value: number;
                                    valueAtRisk95Minor: number;
                                };
                                marketRisk: {
                                    explanation: string;
                                    /** @enum {string} */
                                    level: "Low" | "Medium" | "High";
                                    previous: number | null;
                                    /** @enum {string} */
                                    unit: "score" | "money" | "percent";
                                    value: number;
                                };
                            };
                            window: {
                                /** Format: date-time */
                                from: string;
                                /** Format: date-time */
                                to: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/demo/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The demo workspace: organisation, suppliers, latest FX rates and recent transactions */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            fxRates: {
                                /** Format: date-time */
                                asOf: string;
                                base: string;
                                quote: string;
                                rate: number;
                                source: string;
                            }[];
                            organisation: {
                                id: string;
                                name: string;
                            };
                            recentTransactions: {
                                amountMinor: number;
                                currency: string;
                                /** Format: date-time */
                                date: string;
                                id: string;
                                /** @enum {string} */
                                method: "Bank Transfer" | "Wire Transfer" | "ACH";
                                /** @enum {string} */
                                status: "completed" | "pending" | "failed";
                                supplierName: string;
                            }[];
                            suppliers: {
                                byStatus: {
                                    [key: string]: number;
                                };
                                items: {
                                    category: string;
                                    id: string;
                                    location: string;
                                    name: string;
                                    /** @enum {string} */
                                    riskScore: "Low" | "Medium" | "High";
                                    /** @enum {string} */
                                    status: "verified" | "pending" | "rejected";
                                }[];
                                total: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/developers/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation's API keys (not revoked): name, prefix, scopes, creator, last use */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** Format: date-time */
                                createdAt: string;
                                createdBy: {
                                    id: string;
                                    name: string;
                                };
                                expiresAt: string | null;
                                id: string;
                                lastUsedAt: string | null;
                                name: string;
                                prefix: string;
                                scopes: ("suppliers:read" | "suppliers:write" | "compliance:read" | "compliance:write" | "payments:read" | "payments:write" | "fx:read" | "fx:write" | "reports:read" | "reports:write" | "risk:read" | "audit:read" | "team:read")[];
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create an API key (Team Management): the secret is in this answer only */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        expiresOn?: string | null;
                        name: string;
                        scopes: ("suppliers:read" | "suppliers:write" | "compliance:read" | "compliance:write" | "payments:read" | "payments:write" | "fx:read" | "fx:write" | "reports:read" | "reports:write" | "risk:read" | "audit:read" | "team:read")[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiKey: {
                                /** Format: date-time */
                                createdAt: string;
                                createdBy: {
                                    id: string;
                                    name: string;
                                };
                                expiresAt: string | null;
                                id: string;
                                lastUsedAt: string | null;
                                name: string;
                                prefix: string;
                                scopes: ("suppliers:read" | "suppliers:write" | "compliance:read" | "compliance:write" | "payments:read" | "payments:write" | "fx:read" | "fx:write" | "reports:read" | "reports:write" | "risk:read" | "audit:read" | "team:read")[];
                            };
                            secret: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/developers/keys/{keyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke an API key (Team Management): its next request is 401, on every gateway */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    keyId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/developers/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation's webhook endpoints */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** Format: date-time */
                                createdAt: string;
                                createdBy: {
                                    id: string;
                                    name: string;
                                };
                                description: string | null;
                                disabledReason: string | null;
                                enabled: boolean;
                                eventTypes: ("payment.created" | "payment.in_approval" | "payment.approved" | "payment.rejected" | "payment.completed" | "payment.failed" | "batch.completed" | "supplier.verified" | "supplier.rejected" | "supplier.screening_hit" | "fx.rate_alert" | "fx.margin_alert" | "fx.trade.completed" | "bill.created" | "bill.paid" | "report.completed")[];
                                failingSince: string | null;
                                id: string;
                                previousSecretExpiresAt: string | null;
                                url: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Add a webhook endpoint (Team Management): https only, public addresses only; the signing secret is in this answer only */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        description?: string | null;
                        eventTypes: ("payment.created" | "payment.in_approval" | "payment.approved" | "payment.rejected" | "payment.completed" | "payment.failed" | "batch.completed" | "supplier.verified" | "supplier.rejected" | "supplier.screening_hit" | "fx.rate_alert" | "fx.margin_alert" | "fx.trade.completed" | "bill.created" | "bill.paid" | "report.completed")[];
                        url: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            endpoint: {
                                /** Format: date-time */
                                createdAt: string;
                                createdBy: {
                                    id: string;
                                    name: string;
                                };
                                description: string | null;
                                disabledReason: string | null;
                                enabled: boolean;
                                eventTypes: ("payment.created" | "payment.in_approval" | "payment.approved" | "payment.rejected" | "payment.completed" | "payment.failed" | "batch.completed" | "supplier.verified" | "supplier.rejected" | "supplier.screening_hit" | "fx.rate_alert" | "fx.margin_alert" | "fx.trade.completed" | "bill.created" | "bill.paid" | "report.completed")[];
                                failingSince: string | null;
                                id: string;
                                previousSecretExpiresAt: string | null;
                                url: string;
                            };
                            secret: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/developers/webhooks/{endpointId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove an endpoint and its delivery log */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    endpointId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Change an endpoint: its URL, description, event types, or turn it on or off */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    endpointId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        description?: string | null;
                        enabled?: boolean;
                        eventTypes?: ("payment.created" | "payment.in_approval" | "payment.approved" | "payment.rejected" | "payment.completed" | "payment.failed" | "batch.completed" | "supplier.verified" | "supplier.rejected" | "supplier.screening_hit" | "fx.rate_alert" | "fx.margin_alert" | "fx.trade.completed" | "bill.created" | "bill.paid" | "report.completed")[];
                        url?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            endpoint: {
                                /** Format: date-time */
                                createdAt: string;
                                createdBy: {
                                    id: string;
                                    name: string;
                                };
                                description: string | null;
                                disabledReason: string | null;
                                enabled: boolean;
                                eventTypes: ("payment.created" | "payment.in_approval" | "payment.approved" | "payment.rejected" | "payment.completed" | "payment.failed" | "batch.completed" | "supplier.verified" | "supplier.rejected" | "supplier.screening_hit" | "fx.rate_alert" | "fx.margin_alert" | "fx.trade.completed" | "bill.created" | "bill.paid" | "report.completed")[];
                                failingSince: string | null;
                                id: string;
                                previousSecretExpiresAt: string | null;
                                url: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/developers/webhooks/{endpointId}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An endpoint's delivery log, newest first: event, status, attempts, latency, response */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    pageSize?: number;
                };
                header?: never;
                path: {
                    endpointId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                attempts: number;
                                /** Format: date-time */
                                createdAt: string;
                                deliveredAt: string | null;
                                error: string | null;
                                eventId: string;
                                eventType: string;
                                id: string;
                                lastAttemptAt: string | null;
                                latencyMs: number | null;
                                nextAttemptAt: string | null;
                                responseBody: string | null;
                                responseStatus: number | null;
                                /** @enum {string} */
                                status: "pending" | "retrying" | "delivered" | "failed";
                            }[];
                            page: number;
                            pageSize: number;
                            total: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/developers/webhooks/{endpointId}/deliveries/{deliveryId}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resend: the same event (same id and body) as a new delivery to this endpoint */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    deliveryId: string;
                    endpointId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            delivery: {
                                attempts: number;
                                /** Format: date-time */
                                createdAt: string;
                                deliveredAt: string | null;
                                error: string | null;
                                eventId: string;
                                eventType: string;
                                id: string;
                                lastAttemptAt: string | null;
                                latencyMs: number | null;
                                nextAttemptAt: string | null;
                                responseBody: string | null;
                                responseStatus: number | null;
                                /** @enum {string} */
                                status: "pending" | "retrying" | "delivered" | "failed";
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/developers/webhooks/{endpointId}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new signing secret, in this answer only; the old one keeps signing beside it for graceHours (default 24) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    endpointId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 24 */
                        graceHours?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            endpoint: {
                                /** Format: date-time */
                                createdAt: string;
                                createdBy: {
                                    id: string;
                                    name: string;
                                };
                                description: string | null;
                                disabledReason: string | null;
                                enabled: boolean;
                                eventTypes: ("payment.created" | "payment.in_approval" | "payment.approved" | "payment.rejected" | "payment.completed" | "payment.failed" | "batch.completed" | "supplier.verified" | "supplier.rejected" | "supplier.screening_hit" | "fx.rate_alert" | "fx.margin_alert" | "fx.trade.completed" | "bill.created" | "bill.paid" | "report.completed")[];
                                failingSince: string | null;
                                id: string;
                                previousSecretExpiresAt: string | null;
                                url: string;
                            };
                            secret: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/developers/webhooks/{endpointId}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send test event: a webhook.test delivery to this endpoint, shown in its log */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    endpointId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            delivery: {
                                attempts: number;
                                /** Format: date-time */
                                createdAt: string;
                                deliveredAt: string | null;
                                error: string | null;
                                eventId: string;
                                eventType: string;
                                id: string;
                                lastAttemptAt: string | null;
                                latencyMs: number | null;
                                nextAttemptAt: string | null;
                                responseBody: string | null;
                                responseStatus: number | null;
                                /** @enum {string} */
                                status: "pending" | "retrying" | "delivered" | "failed";
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fx/alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My rate alerts */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            alerts: {
                                base: string;
                                /** Format: date-time */
                                createdAt: string;
                                firedAt: string | null;
                                firedRate: number | null;
                                id: string;
                                /** @enum {string} */
                                kind: "above" | "below" | "change";
                                quote: string;
                                /** @enum {string} */
                                status: "armed" | "fired";
                                threshold: number;
                                /** Format: date-time */
                                updatedAt: string;
                                windowMinutes: number | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Set a rate alert on a currency's market pair against USD (EUR/USD, USD/JPY): above or below a rate of that pair, or a percentage move within a window */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        currency: string;
                        /** @enum {string} */
                        kind: "above" | "below" | "change";
                        threshold: number;
                        windowMinutes?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            alert: {
                                base: string;
                                /** Format: date-time */
                                createdAt: string;
                                firedAt: string | null;
                                firedRate: number | null;
                                id: string;
                                /** @enum {string} */
                                kind: "above" | "below" | "change";
                                quote: string;
                                /** @enum {string} */
                                status: "armed" | "fired";
                                threshold: number;
                                /** Format: date-time */
                                updatedAt: string;
                                windowMinutes: number | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fx/alerts/{alertId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a rate alert */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    alertId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fx/alerts/{alertId}/rearm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Re-arm a fired alert, measured from the current rate */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    alertId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            alert: {
                                base: string;
                                /** Format: date-time */
                                createdAt: string;
                                firedAt: string | null;
                                firedRate: number | null;
                                id: string;
                                /** @enum {string} */
                                kind: "above" | "below" | "change";
                                quote: string;
                                /** @enum {string} */
                                status: "armed" | "fired";
                                threshold: number;
                                /** Format: date-time */
                                updatedAt: string;
                                windowMinutes: number | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fx/exposure": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The exposure engine: open payables and matched forwards per currency and maturity bucket, hedge ratios, unhedged base value at the live rate, 1-day VaR, cost versus budget */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            asOf: string | null;
                            baseCurrency: string;
                            currencies: {
                                baseAmountMinor: number;
                                buckets: {
                                    /** @enum {string} */
                                    bucket: "overdue" | "d0_30" | "d31_90" | "d91_180" | "d181_365" | "over_365";
                                    gapMinor: number;
                                    hedgedMinor: number;
                                    hedgedPercent: number;
                                    hedgeValueDate: string | null;
                                    latestDueDate: string | null;
                                    payablesMinor: number;
                                    targetMinor: number;
                                    unhedgedMinor: number;
                                }[];
                                costVsBudgetMinor: number;
                                currency: string;
                                forwardsMinor: number;
                                gapMinor: number;
                                gapPercent: number | null;
                                hedgedMinor: number;
                                hedgedPercent: number;
                                impact: {
                                    [key: string]: number;
                                };
                                pair: {
                                    base: string;
                                    quote: string;
                                };
                                pairRate: string | null;
                                payablesMinor: number;
                                ratePerUsd: number | null;
                                /** @enum {string} */
                                riskLevel: "Low" | "Medium" | "High";
                                targetHedgePercent: number | null;
                                unhedgedBaseMinor: number;
                                unhedgedMinor: number;
                            }[];
                            inputsVersion?: string;
                            totals: {
                                baseAmountMinor: number;
                                costVsBudgetMinor: number;
                                hedgedPercent: number;
                                /** @enum {string} */
                                level: "Low" | "Medium" | "High";
                                unhedgedBaseMinor: number;
                                valueAtRisk95Minor: number;
                                valueAtRiskMeasured: boolean;
                            };
                            unpricedCurrencies: string[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fx/exposures/{currency}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One currency's exposure with its open payables and the forwards hedging them */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    currency: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            baseCurrency: string;
                            exposure: {
                                baseAmountMinor: number;
                                buckets: {
                                    /** @enum {string} */
                                    bucket: "overdue" | "d0_30" | "d31_90" | "d91_180" | "d181_365" | "over_365";
                                    gapMinor: number;
                                    hedgedMinor: number;
                                    hedgedPercent: number;
                                    hedgeValueDate: string | null;
                                    latestDueDate: string | null;
                                    payablesMinor: number;
                                    targetMinor: number;
                                    unhedgedMinor: number;
                                }[];
                                costVsBudgetMinor: number;
                                currency: string;
                                forwardsMinor: number;
                                gapMinor: number;
                                gapPercent: number | null;
                                hedgedMinor: number;
                                hedgedPercent: number;
                                impact: {
                                    [key: string]: number;
                                };
                                pair: {
                                    base: string;
                                    quote: string;
                                };
                                pairRate: string | null;
                                payablesMinor: number;
                                ratePerUsd: number | null;
                                /** @enum {string} */
                                riskLevel: "Low" | "Medium" | "High";
                                targetHedgePercent: number | null;
                                unhedgedBaseMinor: number;
                                unhedgedMinor: number;
                            } | null;
                            hedges: {
                                amountMinor: number;
                                /** Format: date-time */
                                createdAt: string;
                                createdBy: {
                                    id: string;
                                    name: string;
                                };
                                currency: string;
                                id: string;
                                /** @enum {string} */
                                kind: "spot" | "forward";
                                rate: number;
                                /** @enum {string} */
                                side: "buy" | "sell";
                                /** @enum {string} */
                                status: "booked" | "settled";
                                usdAmountMinor: number;
                                /** Format: date-time */
                                valueDate: string;
                            }[];
                            payables: {
                                amountMinor: number;
                                /** @enum {string} */
                                bucket: "overdue" | "d0_30" | "d31_90" | "d91_180" | "d181_365" | "over_365";
                                /** Format: date */
                                dueDate: string;
                                id: string;
                                /** @enum {string} */
                                kind: "bill" | "payment";
                                reference: string | null;
                                status: string;
                                supplierName: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fx/exposures/{currency}/target": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set the share of this currency the organisation wants hedged */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    currency: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        targetHedgePercent: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            asOf: string | null;
                            baseCurrency: string;
                            currencies: {
                                baseAmountMinor: number;
                                buckets: {
                                    /** @enum {string} */
                                    bucket: "overdue" | "d0_30" | "d31_90" | "d91_180" | "d181_365" | "over_365";
                                    gapMinor: number;
                                    hedgedMinor: number;
                                    hedgedPercent: number;
                                    hedgeValueDate: string | null;
                                    latestDueDate: string | null;
                                    payablesMinor: number;
                                    targetMinor: number;
                                    unhedgedMinor: number;
                                }[];
                                costVsBudgetMinor: number;
                                currency: string;
                                forwardsMinor: number;
                                gapMinor: number;
                                gapPercent: number | null;
                                hedgedMinor: number;
                                hedgedPercent: number;
                                impact: {
                                    [key: string]: number;
                                };
                                pair: {
                                    base: string;
                                    quote: string;
                                };
                                pairRate: string | null;
                                payablesMinor: number;
                                ratePerUsd: number | null;
                                /** @enum {string} */
                                riskLevel: "Low" | "Medium" | "High";
                                targetHedgePercent: number | null;
                                unhedgedBaseMinor: number;
                                unhedgedMinor: number;
                            }[];
                            inputsVersion?: string;
                            totals: {
                                baseAmountMinor: number;
                                costVsBudgetMinor: number;
                                hedgedPercent: number;
                                /** @enum {string} */
                                level: "Low" | "Medium" | "High";
                                unhedgedBaseMinor: number;
                                valueAtRisk95Minor: number;
                                valueAtRiskMeasured: boolean;
                            };
                            unpricedCurrencies: string[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fx/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** USD/quote OHLC over 24h (minutes), 7d (hours), 30d or 90d (days) */
        get: {
            parameters: {
                query: {
                    quote: string;
                    range?: "24h" | "7d" | "30d" | "90d";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            base: "USD";
                            /** @enum {string} */
                            interval: "minute" | "hour" | "day";
                            points: {
                                close: number;
                                high: number;
                                low: number;
                                open: number;
                                /** Format: date-time */
                                t: string;
                            }[];
                            quote: string;
                            /** @enum {string} */
                            range: "24h" | "7d" | "30d" | "90d";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fx/latest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The newest tick of the FX feed (the same snapshot `fx:tick` pushes) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date-time */
                            asOf: string;
                            /** @enum {string} */
                            base: "USD";
                            publishedAt: number;
                            rates: {
                                [key: string]: number;
                            };
                            /** @enum {string} */
                            source: "simulated" | "frankfurter" | "seed";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fx/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation's FX settings: the margin guard's default tolerance */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            canEdit: boolean;
                            marginTolerancePercent: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        /** Change the margin guard's default tolerance (Team Management): the organisation's bills are judged against it at once */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        marginTolerancePercent: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            canEdit: boolean;
                            marginTolerancePercent: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fx/trades": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation's FX trades, newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            trades: {
                                amountMinor: number;
                                /** Format: date-time */
                                createdAt: string;
                                createdBy: {
                                    id: string;
                                    name: string;
                                };
                                currency: string;
                                id: string;
                                /** @enum {string} */
                                kind: "spot" | "forward";
                                rate: number;
                                /** @enum {string} */
                                side: "buy" | "sell";
                                /** @enum {string} */
                                status: "booked" | "settled";
                                usdAmountMinor: number;
                                /** Format: date-time */
                                valueDate: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Book a quoted trade on the sandbox (once per quote: a second booking is a 409) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        quoteId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            trade: {
                                amountMinor: number;
                                /** Format: date-time */
                                createdAt: string;
                                createdBy: {
                                    id: string;
                                    name: string;
                                };
                                currency: string;
                                id: string;
                                /** @enum {string} */
                                kind: "spot" | "forward";
                                rate: number;
                                /** @enum {string} */
                                side: "buy" | "sell";
                                /** @enum {string} */
                                status: "booked" | "settled";
                                usdAmountMinor: number;
                                /** Format: date-time */
                                valueDate: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fx/trades/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Lock a rate from the live feed for 30 s (spot or forward) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        amount: string;
                        currency: string;
                        /** @enum {string} */
                        kind: "spot" | "forward";
                        /** @enum {string} */
                        side: "buy" | "sell";
                        /** Format: date */
                        valueDate: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            amountMinor: number;
                            currency: string;
                            /** Format: date-time */
                            expiresAt: string;
                            /** @enum {string} */
                            kind: "spot" | "forward";
                            quoteId: string;
                            rate: number;
                            /** @enum {string} */
                            side: "buy" | "sell";
                            usdAmountMinor: number;
                            /** Format: date-time */
                            valueDate: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of my notifications and the unread count */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    offset?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** Format: date-time */
                                createdAt: string;
                                id: string;
                                link: string | null;
                                message: string;
                                messageKey: string | null;
                                params: {
                                    [key: string]: string | number;
                                } | null;
                                readAt: string | null;
                                title: string;
                                /** @enum {string} */
                                type: "alert" | "success" | "info";
                            }[];
                            total: number;
                            unreadCount: number;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark all my notifications as read */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment-methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation's payment methods (created with the sandbox defaults on first read) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            methods: {
                                connected: boolean;
                                id: string;
                                /** @enum {string} */
                                kind: "bank_account" | "credit_card" | "digital_wallet";
                                label: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment-methods/{methodId}/connect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Connect a payment method (the sandbox connects it at once) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    methodId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            method: {
                                connected: boolean;
                                id: string;
                                /** @enum {string} */
                                kind: "bank_account" | "credit_card" | "digital_wallet";
                                label: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation's payment requests, newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            requests: {
                                amountMinor: number;
                                /** Format: date-time */
                                createdAt: string;
                                currency: string;
                                dueDate: string | null;
                                id: string;
                                payerEmail: string;
                                payerName: string;
                                reference: string;
                                shareUrl: string;
                                /** @enum {string} */
                                status: "open" | "paid" | "cancelled";
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Request Payment: a payment request with a short reference and a link to share */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        amount: string;
                        currency: string;
                        /** Format: date */
                        dueDate?: string;
                        note?: string;
                        /** Format: email */
                        payerEmail: string;
                        payerName: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            request: {
                                amountMinor: number;
                                /** Format: date-time */
                                createdAt: string;
                                currency: string;
                                dueDate: string | null;
                                id: string;
                                payerEmail: string;
                                payerName: string;
                                reference: string;
                                shareUrl: string;
                                /** @enum {string} */
                                status: "open" | "paid" | "cancelled";
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment-requests/by-reference/{reference}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A payment request as its share link shows it to the payer: the requester's business name, amount, due date, note and status (nothing of the payer) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    reference: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            request: {
                                amountMinor: number;
                                businessName: string;
                                currency: string;
                                dueDate: string | null;
                                note: string | null;
                                reference: string;
                                /** @enum {string} */
                                status: "open" | "paid" | "cancelled";
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Recent Transactions: the organisation's payments, newest first, filtered and paged */
        get: {
            parameters: {
                query?: {
                    approval?: "not_required" | "awaiting" | "approved" | "rejected";
                    method?: "Bank Transfer" | "Wire Transfer" | "ACH";
                    page?: number;
                    pageSize?: number;
                    q?: string;
                    status?: "completed" | "pending" | "failed";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                amountMinor: number;
                                approvalBasis: {
                                    dailyLimit: {
                                        limitMinor: number;
                                        usedMinor: number;
                                    } | null;
                                    recentToSupplier: {
                                        count: number;
                                        supplierName: string;
                                        totalMinor: number;
                                    } | null;
                                } | null;
                                approvalReasons: string[];
                                approvals: {
                                    /** Format: date-time */
                                    at: string;
                                    id: string;
                                    name: string;
                                }[];
                                approvalsRequired: number;
                                /** @enum {string} */
                                approvalStatus: "not_required" | "awaiting" | "approved" | "rejected";
                                approvedBy: {
                                    id: string;
                                    name: string;
                                } | null;
                                approversMissing: number;
                                baseAmountMinor: number | null;
                                canApprove: boolean;
                                createdBy: {
                                    id: string;
                                    name: string;
                                };
                                currency: string;
                                /** Format: date-time */
                                date: string;
                                events: {
                                    /** Format: date-time */
                                    at: string;
                                    by: string | null;
                                    event: string;
                                    messageKey: string | null;
                                    note: string | null;
                                    params: {
                                        [key: string]: string | number;
                                    } | null;
                                }[];
                                failureReason: string | null;
                                feeMinor: number | null;
                                fxRate: number | null;
                                id: string;
                                /** @enum {string} */
                                method: "Bank Transfer" | "Wire Transfer" | "ACH";
                                reference: string | null;
                                /** @enum {string} */
                                status: "completed" | "pending" | "failed";
                                supplier: {
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    screeningStatus: "not_screened" | "pending" | "clear" | "hit" | "dismissed";
                                };
                            }[];
                            page: number;
                            pageSize: number;
                            total: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Send Payment: 201 with the new payment; the same idempotency key again answers 200 with the same one */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        amount: string;
                        bills?: {
                            amount: string;
                            billId: string;
                        }[];
                        currency: string;
                        idempotencyKey: string;
                        /** @enum {string} */
                        method: "Bank Transfer" | "Wire Transfer" | "ACH";
                        reference?: string;
                        supplierId: string;
                        /** Format: date */
                        valueDate: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            payment: {
                                amountMinor: number;
                                approvalBasis: {
                                    dailyLimit: {
                                        limitMinor: number;
                                        usedMinor: number;
                                    } | null;
                                    recentToSupplier: {
                                        count: number;
                                        supplierName: string;
                                        totalMinor: number;
                                    } | null;
                                } | null;
                                approvalReasons: string[];
                                approvals: {
                                    /** Format: date-time */
                                    at: string;
                                    id: string;
                                    name: string;
                                }[];
                                approvalsRequired: number;
                                /** @enum {string} */
                                approvalStatus: "not_required" | "awaiting" | "approved" | "rejected";
                                approvedBy: {
                                    id: string;
                                    name: string;
                                } | null;
                                approversMissing: number;
                                baseAmountMinor: number | null;
                                canApprove: boolean;
                                createdBy: {
                                    id: string;
                                    name: string;
                                };
                                currency: string;
                                /** Format: date-time */
                                date: string;
                                events: {
                                    /** Format: date-time */
                                    at: string;
                                    by: string | null;
                                    event: string;
                                    messageKey: string | null;
                                    note: string | null;
                                    params: {
                                        [key: string]: string | number;
                                    } | null;
                                }[];
                                failureReason: string | null;
                                feeMinor: number | null;
                                fxRate: number | null;
                                id: string;
                                /** @enum {string} */
                                method: "Bank Transfer" | "Wire Transfer" | "ACH";
                                reference: string | null;
                                /** @enum {string} */
                                status: "completed" | "pending" | "failed";
                                supplier: {
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    screeningStatus: "not_screened" | "pending" | "clear" | "hit" | "dismissed";
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            payment: {
                                amountMinor: number;
                                approvalBasis: {
                                    dailyLimit: {
                                        limitMinor: number;
                                        usedMinor: number;
                                    } | null;
                                    recentToSupplier: {
                                        count: number;
                                        supplierName: string;
                                        totalMinor: number;
                                    } | null;
                                } | null;
                                approvalReasons: string[];
                                approvals: {
                                    /** Format: date-time */
                                    at: string;
                                    id: string;
                                    name: string;
                                }[];
                                approvalsRequired: number;
                                /** @enum {string} */
                                approvalStatus: "not_required" | "awaiting" | "approved" | "rejected";
                                approvedBy: {
                                    id: string;
                                    name: string;
                                } | null;
                                approversMissing: number;
                                baseAmountMinor: number | null;
                                canApprove: boolean;
                                createdBy: {
                                    id: string;
                                    name: string;
                                };
                                currency: string;
                                /** Format: date-time */
                                date: string;
                                events: {
                                    /** Format: date-time */
                                    at: string;
                                    by: string | null;
                                    event: string;
                                    messageKey: string | null;
                                    note: string | null;
                                    params: {
                                        [key: string]: string | number;
                                    } | null;
                                }[];
                                failureReason: string | null;
                                feeMinor: number | null;
                                fxRate: number | null;
                                id: string;
                                /** @enum {string} */
                                method: "Bank Transfer" | "Wire Transfer" | "ACH";
                                reference: string | null;
                                /** @enum {string} */
                                status: "completed" | "pending" | "failed";
                                supplier: {
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    screeningStatus: "not_screened" | "pending" | "clear" | "hit" | "dismissed";
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/{paymentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One payment with its full timeline (View Details) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    paymentId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            payment: {
                                amountMinor: number;
                                approvalBasis: {
                                    dailyLimit: {
                                        limitMinor: number;
                                        usedMinor: number;
                                    } | null;
                                    recentToSupplier: {
                                        count: number;
                                        supplierName: string;
                                        totalMinor: number;
                                    } | null;
                                } | null;
                                approvalReasons: string[];
                                approvals: {
                                    /** Format: date-time */
                                    at: string;
                                    id: string;
                                    name: string;
                                }[];
                                approvalsRequired: number;
                                /** @enum {string} */
                                approvalStatus: "not_required" | "awaiting" | "approved" | "rejected";
                                approvedBy: {
                                    id: string;
                                    name: string;
                                } | null;
                                approversMissing: number;
                                baseAmountMinor: number | null;
                                canApprove: boolean;
                                createdBy: {
                                    id: string;
                                    name: string;
                                };
                                currency: string;
                                /** Format: date-time */
                                date: string;
                                events: {
                                    /** Format: date-time */
                                    at: string;
                                    by: string | null;
                                    event: string;
                                    messageKey: string | null;
                                    note: string | null;
                                    params: {
                                        [key: string]: string | number;
                                    } | null;
                                }[];
                                failureReason: string | null;
                                feeMinor: number | null;
                                fxRate: number | null;
                                id: string;
                                /** @enum {string} */
                                method: "Bank Transfer" | "Wire Transfer" | "ACH";
                                reference: string | null;
                                /** @enum {string} */
                                status: "completed" | "pending" | "failed";
                                supplier: {
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    screeningStatus: "not_screened" | "pending" | "clear" | "hit" | "dismissed";
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/{paymentId}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a payment awaiting approval ('Payment Approval', not its creator); it is then submitted */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    paymentId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            payment: {
                                amountMinor: number;
                                approvalBasis: {
                                    dailyLimit: {
                                        limitMinor: number;
                                        usedMinor: number;
                                    } | null;
                                    recentToSupplier: {
                                        count: number;
                                        supplierName: string;
                                        totalMinor: number;
                                    } | null;
                                } | null;
                                approvalReasons: string[];
                                approvals: {
                                    /** Format: date-time */
                                    at: string;
                                    id: string;
                                    name: string;
                                }[];
                                approvalsRequired: number;
                                /** @enum {string} */
                                approvalStatus: "not_required" | "awaiting" | "approved" | "rejected";
                                approvedBy: {
                                    id: string;
                                    name: string;
                                } | null;
                                approversMissing: number;
                                baseAmountMinor: number | null;
                                canApprove: boolean;
                                createdBy: {
                                    id: string;
                                    name: string;
                                };
                                currency: string;
                                /** Format: date-time */
                                date: string;
                                events: {
                                    /** Format: date-time */
                                    at: string;
                                    by: string | null;
                                    event: string;
                                    messageKey: string | null;
                                    note: string | null;
                                    params: {
                                        [key: string]: string | number;
                                    } | null;
                                }[];
                                failureReason: string | null;
                                feeMinor: number | null;
                                fxRate: number | null;
                                id: string;
                                /** @enum {string} */
                                method: "Bank Transfer" | "Wire Transfer" | "ACH";
                                reference: string | null;
                                /** @enum {string} */
                                status: "completed" | "pending" | "failed";
                                supplier: {
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    screeningStatus: "not_screened" | "pending" | "clear" | "hit" | "dismissed";
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/{paymentId}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject a payment awaiting approval, with the reason */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    paymentId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            payment: {
                                amountMinor: number;
                                approvalBasis: {
                                    dailyLimit: {
                                        limitMinor: number;
                                        usedMinor: number;
                                    } | null;
                                    recentToSupplier: {
                                        count: number;
                                        supplierName: string;
                                        totalMinor: number;
                                    } | null;
                                } | null;
                                approvalReasons: string[];
                                approvals: {
                                    /** Format: date-time */
                                    at: string;
                                    id: string;
                                    name: string;
                                }[];
                                approvalsRequired: number;
                                /** @enum {string} */
                                approvalStatus: "not_required" | "awaiting" | "approved" | "rejected";
                                approvedBy: {
                                    id: string;
                                    name: string;
                                } | null;
                                approversMissing: number;
                                baseAmountMinor: number | null;
                                canApprove: boolean;
                                createdBy: {
                                    id: string;
                                    name: string;
                                };
                                currency: string;
                                /** Format: date-time */
                                date: string;
                                events: {
                                    /** Format: date-time */
                                    at: string;
                                    by: string | null;
                                    event: string;
                                    messageKey: string | null;
                                    note: string | null;
                                    params: {
                                        [key: string]: string | number;
                                    } | null;
                                }[];
                                failureReason: string | null;
                                feeMinor: number | null;
                                fxRate: number | null;
                                id: string;
                                /** @enum {string} */
                                method: "Bank Transfer" | "Wire Transfer" | "ACH";
                                reference: string | null;
                                /** @enum {string} */
                                status: "completed" | "pending" | "failed";
                                supplier: {
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    screeningStatus: "not_screened" | "pending" | "clear" | "hit" | "dismissed";
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/batches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation's payment batches, newest first (the latest 50) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                approvalBasis: {
                                    dailyLimit: {
                                        limitMinor: number;
                                        usedMinor: number;
                                    } | null;
                                    recentToSupplier: {
                                        count: number;
                                        supplierName: string;
                                        totalMinor: number;
                                    } | null;
                                } | null;
                                approvalReasons: ("over_threshold" | "first_payment" | "new_bank_details" | "country_mismatch" | "recent_payments" | "daily_limit")[];
                                approvals: {
                                    /** Format: date-time */
                                    at: string;
                                    id: string;
                                    name: string;
                                }[];
                                approvalsRequired: number;
                                approversMissing: number;
                                baseCurrency: string;
                                baseTotalMinor: number;
                                canApprove: boolean;
                                completedAt: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                createdBy: {
                                    id: string;
                                    name: string;
                                };
                                fileName: string;
                                id: string;
                                progress: {
                                    failed: number;
                                    pending: number;
                                    settled: number;
                                };
                                rejectionReason: string | null;
                                rowCount: number;
                                /** @enum {string} */
                                status: "awaiting_approval" | "processing" | "completed" | "rejected";
                                totals: {
                                    amountMinor: number;
                                    currency: string;
                                }[];
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create a batch from the valid rows of a file (multipart `file`); the same file again is 409 duplicate */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            batch: {
                                approvalBasis: {
                                    dailyLimit: {
                                        limitMinor: number;
                                        usedMinor: number;
                                    } | null;
                                    recentToSupplier: {
                                        count: number;
                                        supplierName: string;
                                        totalMinor: number;
                                    } | null;
                                } | null;
                                approvalReasons: ("over_threshold" | "first_payment" | "new_bank_details" | "country_mismatch" | "recent_payments" | "daily_limit")[];
                                approvals: {
                                    /** Format: date-time */
                                    at: string;
                                    id: string;
                                    name: string;
                                }[];
                                approvalsRequired: number;
                                approversMissing: number;
                                baseCurrency: string;
                                baseTotalMinor: number;
                                canApprove: boolean;
                                completedAt: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                createdBy: {
                                    id: string;
                                    name: string;
                                };
                                fileName: string;
                                id: string;
                                progress: {
                                    failed: number;
                                    pending: number;
                                    settled: number;
                                };
                                rejectionReason: string | null;
                                rowCount: number;
                                /** @enum {string} */
                                status: "awaiting_approval" | "processing" | "completed" | "rejected";
                                totals: {
                                    amountMinor: number;
                                    currency: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/batches/{batchId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One batch with its approvals and settlement progress */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    batchId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            batch: {
                                approvalBasis: {
                                    dailyLimit: {
                                        limitMinor: number;
                                        usedMinor: number;
                                    } | null;
                                    recentToSupplier: {
                                        count: number;
                                        supplierName: string;
                                        totalMinor: number;
                                    } | null;
                                } | null;
                                approvalReasons: ("over_threshold" | "first_payment" | "new_bank_details" | "country_mismatch" | "recent_payments" | "daily_limit")[];
                                approvals: {
                                    /** Format: date-time */
                                    at: string;
                                    id: string;
                                    name: string;
                                }[];
                                approvalsRequired: number;
                                approversMissing: number;
                                baseCurrency: string;
                                baseTotalMinor: number;
                                canApprove: boolean;
                                completedAt: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                createdBy: {
                                    id: string;
                                    name: string;
                                };
                                fileName: string;
                                id: string;
                                progress: {
                                    failed: number;
                                    pending: number;
                                    settled: number;
                                };
                                rejectionReason: string | null;
                                rowCount: number;
                                /** @enum {string} */
                                status: "awaiting_approval" | "processing" | "completed" | "rejected";
                                totals: {
                                    amountMinor: number;
                                    currency: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/batches/{batchId}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a batch awaiting approval ('Payment Approval', not its maker); its rows then settle */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    batchId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            batch: {
                                approvalBasis: {
                                    dailyLimit: {
                                        limitMinor: number;
                                        usedMinor: number;
                                    } | null;
                                    recentToSupplier: {
                                        count: number;
                                        supplierName: string;
                                        totalMinor: number;
                                    } | null;
                                } | null;
                                approvalReasons: ("over_threshold" | "first_payment" | "new_bank_details" | "country_mismatch" | "recent_payments" | "daily_limit")[];
                                approvals: {
                                    /** Format: date-time */
                                    at: string;
                                    id: string;
                                    name: string;
                                }[];
                                approvalsRequired: number;
                                approversMissing: number;
                                baseCurrency: string;
                                baseTotalMinor: number;
                                canApprove: boolean;
                                completedAt: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                createdBy: {
                                    id: string;
                                    name: string;
                                };
                                fileName: string;
                                id: string;
                                progress: {
                                    failed: number;
                                    pending: number;
                                    settled: number;
                                };
                                rejectionReason: string | null;
                                rowCount: number;
                                /** @enum {string} */
                                status: "awaiting_approval" | "processing" | "completed" | "rejected";
                                totals: {
                                    amountMinor: number;
                                    currency: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/batches/{batchId}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject a batch awaiting approval, with the reason: none of its rows is paid */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    batchId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            batch: {
                                approvalBasis: {
                                    dailyLimit: {
                                        limitMinor: number;
                                        usedMinor: number;
                                    } | null;
                                    recentToSupplier: {
                                        count: number;
                                        supplierName: string;
                                        totalMinor: number;
                                    } | null;
                                } | null;
                                approvalReasons: ("over_threshold" | "first_payment" | "new_bank_details" | "country_mismatch" | "recent_payments" | "daily_limit")[];
                                approvals: {
                                    /** Format: date-time */
                                    at: string;
                                    id: string;
                                    name: string;
                                }[];
                                approvalsRequired: number;
                                approversMissing: number;
                                baseCurrency: string;
                                baseTotalMinor: number;
                                canApprove: boolean;
                                completedAt: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                createdBy: {
                                    id: string;
                                    name: string;
                                };
                                fileName: string;
                                id: string;
                                progress: {
                                    failed: number;
                                    pending: number;
                                    settled: number;
                                };
                                rejectionReason: string | null;
                                rowCount: number;
                                /** @enum {string} */
                                status: "awaiting_approval" | "processing" | "completed" | "rejected";
                                totals: {
                                    amountMinor: number;
                                    currency: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/batches/{batchId}/result.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A batch's rows with their outcome: row, supplier, amount, currency, status, payment id, reason, bill */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    batchId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description text/csv */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/batches/template.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A batch file to fill in: the header row and two example rows with your suppliers */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description text/csv */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/batches/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check a batch file (multipart `file`: CSV or XLSX, at most 1,000 rows; an optional `bill` column names the bill a row pays, by id or reference) row by row; nothing is created */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            approvalBasis: {
                                dailyLimit: {
                                    limitMinor: number;
                                    usedMinor: number;
                                } | null;
                                recentToSupplier: {
                                    count: number;
                                    supplierName: string;
                                    totalMinor: number;
                                } | null;
                            } | null;
                            approvalReasons: ("over_threshold" | "first_payment" | "new_bank_details" | "country_mismatch" | "recent_payments" | "daily_limit")[];
                            approvalsRequired: number;
                            approversMissing: number;
                            baseCurrency: string;
                            baseTotalMinor: number;
                            duplicateOf: {
                                /** Format: date-time */
                                createdAt: string;
                                fileName: string;
                                id: string;
                            } | null;
                            fileName: string;
                            invalidCount: number;
                            rowCount: number;
                            rows: {
                                errors: {
                                    /** @enum {string} */
                                    code: "formula" | "control" | "too_long" | "supplier_required" | "supplier_unknown" | "supplier_ambiguous" | "supplier_pending" | "supplier_rejected" | "supplier_sanctions_hit" | "supplier_screening_pending" | "currency_required" | "currency_unknown" | "rates_unavailable" | "no_rate" | "amount_required" | "amount_format" | "amount_precision" | "amount_not_positive" | "amount_too_large" | "method_invalid" | "value_date_invalid" | "duplicate_paid" | "duplicate_row" | "bill_unknown" | "bill_other_supplier" | "bill_other_currency" | "bill_closed" | "bill_amount_over" | "bill_twice";
                                    column: ("supplier" | "amount" | "currency" | "method" | "reference" | "valueDate" | "bill") | "row";
                                    message: string;
                                    params: {
                                        [key: string]: string | number;
                                    };
                                }[];
                                parsed: {
                                    amountMinor: number;
                                    baseAmountMinor: number;
                                    bill: {
                                        id: string;
                                        reference: string;
                                    } | null;
                                    currency: string;
                                    feeMinor: number;
                                    /** @enum {string} */
                                    method: "Bank Transfer" | "Wire Transfer" | "ACH";
                                    reference: string | null;
                                    supplierId: string;
                                    supplierName: string;
                                    /** Format: date */
                                    valueDate: string;
                                } | null;
                                row: number;
                                values: {
                                    amount: string;
                                    bill?: string;
                                    currency: string;
                                    method: string;
                                    reference: string;
                                    supplier: string;
                                    valueDate: string;
                                };
                            }[];
                            totals: {
                                amountMinor: number;
                                currency: string;
                            }[];
                            validCount: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Recent Transactions as CSV, with the same filters as the list */
        get: {
            parameters: {
                query?: {
                    approval?: "not_required" | "awaiting" | "approved" | "rejected";
                    method?: "Bank Transfer" | "Wire Transfer" | "ACH";
                    q?: string;
                    status?: "completed" | "pending" | "failed";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** What sending would cost: FX rate, base amount, fee and whether approval is needed */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        amount: string;
                        currency: string;
                        /** @enum {string} */
                        method: "Bank Transfer" | "Wire Transfer" | "ACH";
                        supplierId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            amountMinor: number;
                            approvalBasis: {
                                dailyLimit: {
                                    limitMinor: number;
                                    usedMinor: number;
                                } | null;
                                recentToSupplier: {
                                    count: number;
                                    supplierName: string;
                                    totalMinor: number;
                                } | null;
                            } | null;
                            approvalReasons: ("over_threshold" | "first_payment" | "new_bank_details" | "country_mismatch" | "recent_payments" | "daily_limit")[];
                            approvalRequired: boolean;
                            approvalsRequired: number;
                            approversAvailable: number;
                            approversMissing: number;
                            baseAmountMinor: number;
                            baseCurrency: string;
                            currency: string;
                            feeMinor: number;
                            fxRate: number | null;
                            notedReasons: ("over_threshold" | "first_payment" | "new_bank_details" | "country_mismatch" | "recent_payments" | "daily_limit")[];
                            ratesAsOf: string | null;
                            totalBaseMinor: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation's base currency and payment approval bands */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            approvalTiers: {
                                approvers: number;
                                fromMinor: number;
                            }[];
                            baseCurrency: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in profile, whatever its state (the web app routes on it) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            profile: {
                                businessName: string;
                                /** @enum {string} */
                                colorScheme: "system" | "light" | "dark";
                                /** Format: date-time */
                                createdAt: string;
                                demoMode: boolean;
                                email: string;
                                fullName: string | null;
                                id: string;
                                isAdmin: boolean;
                                organisation: {
                                    id: string;
                                    isOwner: boolean;
                                    name: string;
                                };
                                organisations: {
                                    id: string;
                                    name: string;
                                    role: string;
                                    /** @enum {string} */
                                    status: "pending" | "rejected" | "demo" | "approved";
                                }[];
                                permissions: ("Supplier Management" | "Payment Approval" | "Team Management" | "Financial Reports" | "FX Management" | "Risk Assessment" | "Compliance Management" | "Audit Logs")[];
                                readOnly: boolean;
                                rejectionReason: string | null;
                                role: string;
                                /** @enum {string} */
                                status: "pending" | "rejected" | "demo" | "approved";
                                /** Format: date-time */
                                updatedAt: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile/organisation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Work in another of your organisations (the user menu): kept for this session and where your next one starts */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        organisationId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            profile: {
                                businessName: string;
                                /** @enum {string} */
                                colorScheme: "system" | "light" | "dark";
                                /** Format: date-time */
                                createdAt: string;
                                demoMode: boolean;
                                email: string;
                                fullName: string | null;
                                id: string;
                                isAdmin: boolean;
                                organisation: {
                                    id: string;
                                    isOwner: boolean;
                                    name: string;
                                };
                                organisations: {
                                    id: string;
                                    name: string;
                                    role: string;
                                    /** @enum {string} */
                                    status: "pending" | "rejected" | "demo" | "approved";
                                }[];
                                permissions: ("Supplier Management" | "Payment Approval" | "Team Management" | "Financial Reports" | "FX Management" | "Risk Assessment" | "Compliance Management" | "Audit Logs")[];
                                readOnly: boolean;
                                rejectionReason: string | null;
                                role: string;
                                /** @enum {string} */
                                status: "pending" | "rejected" | "demo" | "approved";
                                /** Format: date-time */
                                updatedAt: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation's 20 most recent reports, newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            reports: {
                                completedAt: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                createdBy: {
                                    id: string;
                                    name: string;
                                };
                                error: string | null;
                                files: {
                                    pdf: string;
                                    xlsx: string;
                                } | null;
                                id: string;
                                /** @enum {string} */
                                kind: "risk";
                                /** @enum {string} */
                                language: "en" | "zh" | "es";
                                progress: number;
                                /** @enum {string} */
                                range: "24h" | "7d" | "30d" | "90d";
                                /** @enum {string} */
                                status: "queued" | "running" | "completed" | "failed";
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Export a risk report (PDF and XLSX) for a time range; progress follows as `report:updated` */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        language?: "en" | "zh" | "es";
                        /**
                         * @default 7d
                         * @enum {string}
                         */
                        range?: "24h" | "7d" | "30d" | "90d";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            report: {
                                completedAt: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                createdBy: {
                                    id: string;
                                    name: string;
                                };
                                error: string | null;
                                files: {
                                    pdf: string;
                                    xlsx: string;
                                } | null;
                                id: string;
                                /** @enum {string} */
                                kind: "risk";
                                /** @enum {string} */
                                language: "en" | "zh" | "es";
                                progress: number;
                                /** @enum {string} */
                                range: "24h" | "7d" | "30d" | "90d";
                                /** @enum {string} */
                                status: "queued" | "running" | "completed" | "failed";
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/{reportId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One report of the organisation */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    reportId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            report: {
                                completedAt: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                createdBy: {
                                    id: string;
                                    name: string;
                                };
                                error: string | null;
                                files: {
                                    pdf: string;
                                    xlsx: string;
                                } | null;
                                id: string;
                                /** @enum {string} */
                                kind: "risk";
                                /** @enum {string} */
                                language: "en" | "zh" | "es";
                                progress: number;
                                /** @enum {string} */
                                range: "24h" | "7d" | "30d" | "90d";
                                /** @enum {string} */
                                status: "queued" | "running" | "completed" | "failed";
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/{reportId}/files/{format}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download a completed report as PDF or XLSX (needs Financial Reports) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    format: "pdf" | "xlsx";
                    reportId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The file (application/pdf or XLSX) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/{reportId}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Build a failed report again */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    reportId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            report: {
                                completedAt: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                createdBy: {
                                    id: string;
                                    name: string;
                                };
                                error: string | null;
                                files: {
                                    pdf: string;
                                    xlsx: string;
                                } | null;
                                id: string;
                                /** @enum {string} */
                                kind: "risk";
                                /** @enum {string} */
                                language: "en" | "zh" | "es";
                                progress: number;
                                /** @enum {string} */
                                range: "24h" | "7d" | "30d" | "90d";
                                /** @enum {string} */
                                status: "queued" | "running" | "completed" | "failed";
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in person's account settings */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            settings: {
                                companyName: string;
                                /** @enum {string} */
                                defaultCurrency: "USD" | "EUR" | "GBP" | "JPY";
                                email: string;
                                emailNotifications: boolean;
                                fullName: string | null;
                                /** @enum {string} */
                                language: "en" | "zh" | "es";
                                pendingEmail: string | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update profile information and preferences; a new e-mail address waits for its verification link */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        colorScheme?: "system" | "light" | "dark";
                        companyName?: string;
                        currentPassword?: string;
                        /** @enum {string} */
                        defaultCurrency?: "USD" | "EUR" | "GBP" | "JPY";
                        /** Format: email */
                        email?: string;
                        emailNotifications?: boolean;
                        fullName?: string;
                        /** @enum {string} */
                        language?: "en" | "zh" | "es";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            settings: {
                                companyName: string;
                                /** @enum {string} */
                                defaultCurrency: "USD" | "EUR" | "GBP" | "JPY";
                                email: string;
                                emailNotifications: boolean;
                                fullName: string | null;
                                /** @enum {string} */
                                language: "en" | "zh" | "es";
                                pendingEmail: string | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/settings/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the password; every other session of the account is signed out */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        currentPassword: string;
                        newPassword: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/suppliers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation's suppliers, newest first: search by name, country or category; filters */
        get: {
            parameters: {
                query?: {
                    q?: string;
                    risk?: "Low" | "Medium" | "High";
                    status?: "verified" | "pending" | "rejected";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            suppliers: {
                                category: string;
                                countryCode: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                id: string;
                                location: string;
                                name: string;
                                /** @enum {string} */
                                riskScore: "Low" | "Medium" | "High";
                                /** @enum {string} */
                                screeningStatus: "not_screened" | "pending" | "clear" | "hit" | "dismissed";
                                /** @enum {string} */
                                status: "verified" | "pending" | "rejected";
                                verificationDate: string | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** 'Add New': a pending supplier, with its country and bank details checked; its sanctions screening is queued (screeningStatus pending until the workers' result is pushed) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        address: string;
                        bankAccountNumber?: string;
                        bankIban?: string;
                        bankSwift?: string;
                        category: string;
                        /** Format: email */
                        contactEmail: string;
                        countryCode: string;
                        name: string;
                        registrationNumber: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            supplier: {
                                address: string | null;
                                bankAccount: string | null;
                                canDismissHits: boolean;
                                canReview: boolean;
                                category: string;
                                contactEmail: string | null;
                                countryCode: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                createdBy: {
                                    id: string;
                                    name: string;
                                };
                                documents: {
                                    downloadUrl: string | null;
                                    expiresAt: string | null;
                                    id: string;
                                    mimeType: string;
                                    name: string;
                                    sizeBytes: number;
                                    /** @enum {string} */
                                    status: "valid" | "expired" | "pending_review";
                                    /** @enum {string} */
                                    type: "document" | "license" | "certification" | "financial_statement";
                                    /** Format: date-time */
                                    uploadedAt: string;
                                }[];
                                financials: {
                                    currency: string | null;
                                    growthPercent: number | null;
                                    marketSharePercent: number | null;
                                    profitMarginPercent: number | null;
                                    revenueMinor: number | null;
                                };
                                id: string;
                                keyPeople: {
                                    imageUrl: string | null;
                                    name: string;
                                    /** @enum {string} */
                                    risk: "low" | "medium" | "high";
                                    role: string;
                                    stakePercent: number;
                                }[];
                                location: string;
                                name: string;
                                needsAnotherReviewer: boolean;
                                registrationNumber: string | null;
                                rejectionReason: string | null;
                                /** @enum {string} */
                                reviewMode: "four_eyes" | "single_reviewer";
                                riskInputs: {
                                    /** @enum {string} */
                                    countryRisk: "Low" | "Medium" | "High";
                                    documentCompletenessPercent: number;
                                    explanation: string;
                                    points: number;
                                    /** @enum {string} */
                                    screening: "not_screened" | "pending" | "clear" | "hit" | "dismissed";
                                    /** @enum {string} */
                                    verification: "verified" | "pending" | "rejected";
                                };
                                riskMetrics: {
                                    category: string;
                                    changePercent: number;
                                    score: number;
                                    /** @enum {string} */
                                    trend: "up" | "down" | "stable";
                                }[];
                                /** @enum {string} */
                                riskScore: "Low" | "Medium" | "High";
                                screeningHits: {
                                    dismissedReason: string | null;
                                    entry: {
                                        aliases: string[];
                                        country: string | null;
                                        externalId: string;
                                        /** @enum {string} */
                                        list: "ofac" | "un";
                                        name: string;
                                        partyType: string;
                                        programs: string | null;
                                    };
                                    id: string;
                                    score: number;
                                    /** @enum {string} */
                                    status: "open" | "dismissed";
                                    subjectName: string;
                                    /** @enum {string} */
                                    subjectType: "supplier" | "key_person";
                                }[];
                                /** @enum {string} */
                                screeningStatus: "not_screened" | "pending" | "clear" | "hit" | "dismissed";
                                /** @enum {string} */
                                status: "verified" | "pending" | "rejected";
                                verificationDate: string | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/suppliers/{supplierId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One supplier of the organisation, with people, financials, documents and risk inputs */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    supplierId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            supplier: {
                                address: string | null;
                                bankAccount: string | null;
                                canDismissHits: boolean;
                                canReview: boolean;
                                category: string;
                                contactEmail: string | null;
                                countryCode: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                createdBy: {
                                    id: string;
                                    name: string;
                                };
                                documents: {
                                    downloadUrl: string | null;
                                    expiresAt: string | null;
                                    id: string;
                                    mimeType: string;
                                    name: string;
                                    sizeBytes: number;
                                    /** @enum {string} */
                                    status: "valid" | "expired" | "pending_review";
                                    /** @enum {string} */
                                    type: "document" | "license" | "certification" | "financial_statement";
                                    /** Format: date-time */
                                    uploadedAt: string;
                                }[];
                                financials: {
                                    currency: string | null;
                                    growthPercent: number | null;
                                    marketSharePercent: number | null;
                                    profitMarginPercent: number | null;
                                    revenueMinor: number | null;
                                };
                                id: string;
                                keyPeople: {
                                    imageUrl: string | null;
                                    name: string;
                                    /** @enum {string} */
                                    risk: "low" | "medium" | "high";
                                    role: string;
                                    stakePercent: number;
                                }[];
                                location: string;
                                name: string;
                                needsAnotherReviewer: boolean;
                                registrationNumber: string | null;
                                rejectionReason: string | null;
                                /** @enum {string} */
                                reviewMode: "four_eyes" | "single_reviewer";
                                riskInputs: {
                                    /** @enum {string} */
                                    countryRisk: "Low" | "Medium" | "High";
                                    documentCompletenessPercent: number;
                                    explanation: string;
                                    points: number;
                                    /** @enum {string} */
                                    screening: "not_screened" | "pending" | "clear" | "hit" | "dismissed";
                                    /** @enum {string} */
                                    verification: "verified" | "pending" | "rejected";
                                };
                                riskMetrics: {
                                    category: string;
                                    changePercent: number;
                                    score: number;
                                    /** @enum {string} */
                                    trend: "up" | "down" | "stable";
                                }[];
                                /** @enum {string} */
                                riskScore: "Low" | "Medium" | "High";
                                screeningHits: {
                                    dismissedReason: string | null;
                                    entry: {
                                        aliases: string[];
                                        country: string | null;
                                        externalId: string;
                                        /** @enum {string} */
                                        list: "ofac" | "un";
                                        name: string;
                                        partyType: string;
                                        programs: string | null;
                                    };
                                    id: string;
                                    score: number;
                                    /** @enum {string} */
                                    status: "open" | "dismissed";
                                    subjectName: string;
                                    /** @enum {string} */
                                    subjectType: "supplier" | "key_person";
                                }[];
                                /** @enum {string} */
                                screeningStatus: "not_screened" | "pending" | "clear" | "hit" | "dismissed";
                                /** @enum {string} */
                                status: "verified" | "pending" | "rejected";
                                verificationDate: string | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/suppliers/{supplierId}/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A supplier's documents, newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    supplierId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            documents: {
                                downloadUrl: string | null;
                                expiresAt: string | null;
                                id: string;
                                mimeType: string;
                                name: string;
                                sizeBytes: number;
                                /** @enum {string} */
                                status: "valid" | "expired" | "pending_review";
                                /** @enum {string} */
                                type: "document" | "license" | "certification" | "financial_statement";
                                /** Format: date-time */
                                uploadedAt: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Upload a document (multipart: file, type, optional expiresAt): PDF, PNG or JPEG */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    supplierId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            document: {
                                downloadUrl: string | null;
                                expiresAt: string | null;
                                id: string;
                                mimeType: string;
                                name: string;
                                sizeBytes: number;
                                /** @enum {string} */
                                status: "valid" | "expired" | "pending_review";
                                /** @enum {string} */
                                type: "document" | "license" | "certification" | "financial_statement";
                                /** Format: date-time */
                                uploadedAt: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/suppliers/{supplierId}/documents/{documentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a document and its file */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    documentId: string;
                    supplierId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/suppliers/{supplierId}/documents/{documentId}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download a document (members of the owning organisation only) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    documentId: string;
                    supplierId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The file (PDF, PNG or JPEG) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/suppliers/{supplierId}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject a pending supplier with a reason (same rules as verify) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    supplierId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            supplier: {
                                address: string | null;
                                bankAccount: string | null;
                                canDismissHits: boolean;
                                canReview: boolean;
                                category: string;
                                contactEmail: string | null;
                                countryCode: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                createdBy: {
                                    id: string;
                                    name: string;
                                };
                                documents: {
                                    downloadUrl: string | null;
                                    expiresAt: string | null;
                                    id: string;
                                    mimeType: string;
                                    name: string;
                                    sizeBytes: number;
                                    /** @enum {string} */
                                    status: "valid" | "expired" | "pending_review";
                                    /** @enum {string} */
                                    type: "document" | "license" | "certification" | "financial_statement";
                                    /** Format: date-time */
                                    uploadedAt: string;
                                }[];
                                financials: {
                                    currency: string | null;
                                    growthPercent: number | null;
                                    marketSharePercent: number | null;
                                    profitMarginPercent: number | null;
                                    revenueMinor: number | null;
                                };
                                id: string;
                                keyPeople: {
                                    imageUrl: string | null;
                                    name: string;
                                    /** @enum {string} */
                                    risk: "low" | "medium" | "high";
                                    role: string;
                                    stakePercent: number;
                                }[];
                                location: string;
                                name: string;
                                needsAnotherReviewer: boolean;
                                registrationNumber: string | null;
                                rejectionReason: string | null;
                                /** @enum {string} */
                                reviewMode: "four_eyes" | "single_reviewer";
                                riskInputs: {
                                    /** @enum {string} */
                                    countryRisk: "Low" | "Medium" | "High";
                                    documentCompletenessPercent: number;
                                    explanation: string;
                                    points: number;
                                    /** @enum {string} */
                                    screening: "not_screened" | "pending" | "clear" | "hit" | "dismissed";
                                    /** @enum {string} */
                                    verification: "verified" | "pending" | "rejected";
                                };
                                riskMetrics: {
                                    category: string;
                                    changePercent: number;
                                    score: number;
                                    /** @enum {string} */
                                    trend: "up" | "down" | "stable";
                                }[];
                                /** @enum {string} */
                                riskScore: "Low" | "Medium" | "High";
                                screeningHits: {
                                    dismissedReason: string | null;
                                    entry: {
                                        aliases: string[];
                                        country: string | null;
                                        externalId: string;
                                        /** @enum {string} */
                                        list: "ofac" | "un";
                                        name: string;
                                        partyType: string;
                                        programs: string | null;
                                    };
                                    id: string;
                                    score: number;
                                    /** @enum {string} */
                                    status: "open" | "dismissed";
                                    subjectName: string;
                                    /** @enum {string} */
                                    subjectType: "supplier" | "key_person";
                                }[];
                                /** @enum {string} */
                                screeningStatus: "not_screened" | "pending" | "clear" | "hit" | "dismissed";
                                /** @enum {string} */
                                status: "verified" | "pending" | "rejected";
                                verificationDate: string | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/suppliers/{supplierId}/screen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Screen the supplier and its key people against the sanctions lists again: 202, queued for the workers (screeningStatus pending until the result is pushed with supplier:changed) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    supplierId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            screeningStatus: "not_screened" | "pending" | "clear" | "hit" | "dismissed";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/suppliers/{supplierId}/screening-hits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The supplier's possible sanctions matches, best first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    supplierId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            hits: {
                                dismissedReason: string | null;
                                entry: {
                                    aliases: string[];
                                    country: string | null;
                                    externalId: string;
                                    /** @enum {string} */
                                    list: "ofac" | "un";
                                    name: string;
                                    partyType: string;
                                    programs: string | null;
                                };
                                id: string;
                                score: number;
                                /** @enum {string} */
                                status: "open" | "dismissed";
                                subjectName: string;
                                /** @enum {string} */
                                subjectType: "supplier" | "key_person";
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/suppliers/{supplierId}/screening-hits/{hitId}/dismiss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Dismiss a possible match as a false positive, with the reason (kept across re-screening) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    hitId: string;
                    supplierId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            hit: {
                                dismissedReason: string | null;
                                entry: {
                                    aliases: string[];
                                    country: string | null;
                                    externalId: string;
                                    /** @enum {string} */
                                    list: "ofac" | "un";
                                    name: string;
                                    partyType: string;
                                    programs: string | null;
                                };
                                id: string;
                                score: number;
                                /** @enum {string} */
                                status: "open" | "dismissed";
                                subjectName: string;
                                /** @enum {string} */
                                subjectType: "supplier" | "key_person";
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/suppliers/{supplierId}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Verify a pending supplier (needs Supplier Management or Risk Assessment; not its creator; once screened) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    supplierId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            supplier: {
                                address: string | null;
                                bankAccount: string | null;
                                canDismissHits: boolean;
                                canReview: boolean;
                                category: string;
                                contactEmail: string | null;
                                countryCode: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                createdBy: {
                                    id: string;
                                    name: string;
                                };
                                documents: {
                                    downloadUrl: string | null;
                                    expiresAt: string | null;
                                    id: string;
                                    mimeType: string;
                                    name: string;
                                    sizeBytes: number;
                                    /** @enum {string} */
                                    status: "valid" | "expired" | "pending_review";
                                    /** @enum {string} */
                                    type: "document" | "license" | "certification" | "financial_statement";
                                    /** Format: date-time */
                                    uploadedAt: string;
                                }[];
                                financials: {
                                    currency: string | null;
                                    growthPercent: number | null;
                                    marketSharePercent: number | null;
                                    profitMarginPercent: number | null;
                                    revenueMinor: number | null;
                                };
                                id: string;
                                keyPeople: {
                                    imageUrl: string | null;
                                    name: string;
                                    /** @enum {string} */
                                    risk: "low" | "medium" | "high";
                                    role: string;
                                    stakePercent: number;
                                }[];
                                location: string;
                                name: string;
                                needsAnotherReviewer: boolean;
                                registrationNumber: string | null;
                                rejectionReason: string | null;
                                /** @enum {string} */
                                reviewMode: "four_eyes" | "single_reviewer";
                                riskInputs: {
                                    /** @enum {string} */
                                    countryRisk: "Low" | "Medium" | "High";
                                    documentCompletenessPercent: number;
                                    explanation: string;
                                    points: number;
                                    /** @enum {string} */
                                    screening: "not_screened" | "pending" | "clear" | "hit" | "dismissed";
                                    /** @enum {string} */
                                    verification: "verified" | "pending" | "rejected";
                                };
                                riskMetrics: {
                                    category: string;
                                    changePercent: number;
                                    score: number;
                                    /** @enum {string} */
                                    trend: "up" | "down" | "stable";
                                }[];
                                /** @enum {string} */
                                riskScore: "Low" | "Medium" | "High";
                                screeningHits: {
                                    dismissedReason: string | null;
                                    entry: {
                                        aliases: string[];
                                        country: string | null;
                                        externalId: string;
                                        /** @enum {string} */
                                        list: "ofac" | "un";
                                        name: string;
                                        partyType: string;
                                        programs: string | null;
                                    };
                                    id: string;
                                    score: number;
                                    /** @enum {string} */
                                    status: "open" | "dismissed";
                                    subjectName: string;
                                    /** @enum {string} */
                                    subjectType: "supplier" | "key_person";
                                }[];
                                /** @enum {string} */
                                screeningStatus: "not_screened" | "pending" | "clear" | "hit" | "dismissed";
                                /** @enum {string} */
                                status: "verified" | "pending" | "rejected";
                                verificationDate: string | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation's members and its pending (or expired) invitations */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            invites: {
                                /** Format: date-time */
                                createdAt: string;
                                email: string;
                                /** Format: date-time */
                                expiresAt: string;
                                id: string;
                                language: ("en" | "zh" | "es") | null;
                                permissions: ("Supplier Management" | "Payment Approval" | "Team Management" | "Financial Reports" | "FX Management" | "Risk Assessment" | "Compliance Management" | "Audit Logs")[];
                                role: string;
                                /** @enum {string} */
                                status: "pending" | "accepted" | "revoked" | "expired";
                            }[];
                            members: {
                                avatarUrl: string | null;
                                email: string;
                                id: string;
                                isOwner: boolean;
                                isYou: boolean;
                                location: string | null;
                                name: string;
                                permissions: ("Supplier Management" | "Payment Approval" | "Team Management" | "Financial Reports" | "FX Management" | "Risk Assessment" | "Compliance Management" | "Audit Logs")[];
                                phone: string | null;
                                role: string;
                                userId: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/invites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add Team Member: e-mails an invitation link valid for 7 days (Team Management); limited per organisation and per person (429) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: email */
                        email: string;
                        /** @enum {string} */
                        language?: "en" | "zh" | "es";
                        permissions: ("Supplier Management" | "Payment Approval" | "Team Management" | "Financial Reports" | "FX Management" | "Risk Assessment" | "Compliance Management" | "Audit Logs")[];
                        role: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            invite: {
                                /** Format: date-time */
                                createdAt: string;
                                email: string;
                                /** Format: date-time */
                                expiresAt: string;
                                id: string;
                                language: ("en" | "zh" | "es") | null;
                                permissions: ("Supplier Management" | "Payment Approval" | "Team Management" | "Financial Reports" | "FX Management" | "Risk Assessment" | "Compliance Management" | "Audit Logs")[];
                                role: string;
                                /** @enum {string} */
                                status: "pending" | "accepted" | "revoked" | "expired";
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/invites/{inviteId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke a pending invitation (Team Management) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    inviteId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/invites/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Join the inviting organisation with the invitation's role and permissions */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            profile: {
                                businessName: string;
                                /** @enum {string} */
                                colorScheme: "system" | "light" | "dark";
                                /** Format: date-time */
                                createdAt: string;
                                demoMode: boolean;
                                email: string;
                                fullName: string | null;
                                id: string;
                                isAdmin: boolean;
                                organisation: {
                                    id: string;
                                    isOwner: boolean;
                                    name: string;
                                };
                                organisations: {
                                    id: string;
                                    name: string;
                                    role: string;
                                    /** @enum {string} */
                                    status: "pending" | "rejected" | "demo" | "approved";
                                }[];
                                permissions: ("Supplier Management" | "Payment Approval" | "Team Management" | "Financial Reports" | "FX Management" | "Risk Assessment" | "Compliance Management" | "Audit Logs")[];
                                readOnly: boolean;
                                rejectionReason: string | null;
                                role: string;
                                /** @enum {string} */
                                status: "pending" | "rejected" | "demo" | "approved";
                                /** Format: date-time */
                                updatedAt: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/invites/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What an invitation link is for, before accepting it */
        get: {
            parameters: {
                query: {
                    token: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            email: string;
                            organisationName: string;
                            role: string;
                            /** @enum {string} */
                            status: "pending" | "accepted" | "revoked" | "expired";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/members/{memberId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a member from the organisation (Team Management) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    memberId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Edit Profile / Manage Permissions: a member's role, contact details and permissions */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    memberId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        location?: string | null;
                        permissions?: ("Supplier Management" | "Payment Approval" | "Team Management" | "Financial Reports" | "FX Management" | "Risk Assessment" | "Compliance Management" | "Audit Logs")[];
                        phone?: string | null;
                        role?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            member: {
                                avatarUrl: string | null;
                                email: string;
                                id: string;
                                isOwner: boolean;
                                isYou: boolean;
                                location: string | null;
                                name: string;
                                permissions: ("Supplier Management" | "Payment Approval" | "Team Management" | "Financial Reports" | "FX Management" | "Risk Assessment" | "Compliance Management" | "Audit Logs")[];
                                phone: string | null;
                                role: string;
                                userId: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/team/ownership": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The Owner hands the organisation to another member (the only way ownership moves) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        memberId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            members: {
                                avatarUrl: string | null;
                                email: string;
                                id: string;
                                isOwner: boolean;
                                isYou: boolean;
                                location: string | null;
                                name: string;
                                permissions: ("Supplier Management" | "Payment Approval" | "Team Management" | "Financial Reports" | "FX Management" | "Risk Assessment" | "Compliance Management" | "Audit Logs")[];
                                phone: string | null;
                                role: string;
                                userId: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/policies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation's policies, what they mean for its team today, and the change waiting for a second Team Manager */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            baseCurrency: string;
                            canEdit: boolean;
                            effective: {
                                approvers: number;
                                /** @enum {string} */
                                supplierVerification: "four_eyes" | "single_reviewer";
                                verifiers: number;
                            };
                            pendingChange: {
                                basePolicies: {
                                    /**
                                     * @default [
                                     *       {
                                     *         "fromMinor": 0,
                                     *         "approvers": 0
                                     *       },
                                     *       {
                                     *         "fromMinor": 1000000,
                                     *         "approvers": 1
                                     *       }
                                     *     ]
                                     */
                                    approvalTiers: {
                                        approvers: number;
                                        fromMinor: number;
                                    }[];
                                    /** @default null */
                                    dailyUnapprovedLimitMinor: number | null;
                                    /**
                                     * @default {
                                     *       "firstPayment": "with_team",
                                     *       "newBankDetails": "with_team",
                                     *       "countryMismatch": "with_team"
                                     *     }
                                     */
                                    riskRules: {
                                        /**
                                         * @default with_team
                                         * @enum {string}
                                         */
                                        countryMismatch: "always" | "with_team" | "off";
                                        /**
                                         * @default with_team
                                         * @enum {string}
                                         */
                                        firstPayment: "always" | "with_team" | "off";
                                        /**
                                         * @default with_team
                                         * @enum {string}
                                         */
                                        newBankDetails: "always" | "with_team" | "off";
                                    };
                                    /**
                                     * @default default
                                     * @enum {string}
                                     */
                                    supplierVerification: "default" | "four_eyes" | "single_reviewer";
                                };
                                canApprove: boolean;
                                canCancel: boolean;
                                id: string;
                                policies: {
                                    /**
                                     * @default [
                                     *       {
                                     *         "fromMinor": 0,
                                     *         "approvers": 0
                                     *       },
                                     *       {
                                     *         "fromMinor": 1000000,
                                     *         "approvers": 1
                                     *       }
                                     *     ]
                                     */
                                    approvalTiers: {
                                        approvers: number;
                                        fromMinor: number;
                                    }[];
                                    /** @default null */
                                    dailyUnapprovedLimitMinor: number | null;
                                    /**
                                     * @default {
                                     *       "firstPayment": "with_team",
                                     *       "newBankDetails": "with_team",
                                     *       "countryMismatch": "with_team"
                                     *     }
                                     */
                                    riskRules: {
                                        /**
                                         * @default with_team
                                         * @enum {string}
                                         */
                                        countryMismatch: "always" | "with_team" | "off";
                                        /**
                                         * @default with_team
                                         * @enum {string}
                                         */
                                        firstPayment: "always" | "with_team" | "off";
                                        /**
                                         * @default with_team
                                         * @enum {string}
                                         */
                                        newBankDetails: "always" | "with_team" | "off";
                                    };
                                    /**
                                     * @default default
                                     * @enum {string}
                                     */
                                    supplierVerification: "default" | "four_eyes" | "single_reviewer";
                                };
                                /** Format: date-time */
                                proposedAt: string;
                                proposedBy: {
                                    id: string;
                                    name: string;
                                };
                                weakens: ({
                                    after: number;
                                    before: number;
                                    fromMinor: number;
                                    /** @enum {string} */
                                    kind: "approval_band";
                                } | {
                                    /** @enum {string} */
                                    after: "always" | "with_team" | "off";
                                    /** @enum {string} */
                                    before: "always" | "with_team" | "off";
                                    /** @enum {string} */
                                    kind: "risk_rule";
                                    /** @enum {string} */
                                    rule: "firstPayment" | "newBankDetails" | "countryMismatch";
                                } | {
                                    /** @enum {string} */
                                    after: "default" | "four_eyes" | "single_reviewer";
                                    /** @enum {string} */
                                    before: "default" | "four_eyes" | "single_reviewer";
                                    /** @enum {string} */
                                    kind: "supplier_verification";
                                } | {
                                    after: number | null;
                                    before: number | null;
                                    /** @enum {string} */
                                    kind: "daily_limit";
                                })[];
                            } | null;
                            policies: {
                                /**
                                 * @default [
                                 *       {
                                 *         "fromMinor": 0,
                                 *         "approvers": 0
                                 *       },
                                 *       {
                                 *         "fromMinor": 1000000,
                                 *         "approvers": 1
                                 *       }
                                 *     ]
                                 */
                                approvalTiers: {
                                    approvers: number;
                                    fromMinor: number;
                                }[];
                                /** @default null */
                                dailyUnapprovedLimitMinor: number | null;
                                /**
                                 * @default {
                                 *       "firstPayment": "with_team",
                                 *       "newBankDetails": "with_team",
                                 *       "countryMismatch": "with_team"
                                 *     }
                                 */
                                riskRules: {
                                    /**
                                     * @default with_team
                                     * @enum {string}
                                     */
                                    countryMismatch: "always" | "with_team" | "off";
                                    /**
                                     * @default with_team
                                     * @enum {string}
                                     */
                                    firstPayment: "always" | "with_team" | "off";
                                    /**
                                     * @default with_team
                                     * @enum {string}
                                     */
                                    newBankDetails: "always" | "with_team" | "off";
                                };
                                /**
                                 * @default default
                                 * @enum {string}
                                 */
                                supplierVerification: "default" | "four_eyes" | "single_reviewer";
                            };
                            weakeningNeedsApproval: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        /** Change the organisation's policies (Team Management): 200 when applied, 202 when it weakens a control and waits for a second Team Manager */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @default [
                         *       {
                         *         "fromMinor": 0,
                         *         "approvers": 0
                         *       },
                         *       {
                         *         "fromMinor": 1000000,
                         *         "approvers": 1
                         *       }
                         *     ]
                         */
                        approvalTiers?: {
                            approvers: number;
                            fromMinor: number;
                        }[];
                        /** @default null */
                        dailyUnapprovedLimitMinor?: number | null;
                        /**
                         * @default {
                         *       "firstPayment": "with_team",
                         *       "newBankDetails": "with_team",
                         *       "countryMismatch": "with_team"
                         *     }
                         */
                        riskRules?: {
                            /**
                             * @default with_team
                             * @enum {string}
                             */
                            countryMismatch?: "always" | "with_team" | "off";
                            /**
                             * @default with_team
                             * @enum {string}
                             */
                            firstPayment?: "always" | "with_team" | "off";
                            /**
                             * @default with_team
                             * @enum {string}
                             */
                            newBankDetails?: "always" | "with_team" | "off";
                        };
                        /**
                         * @default default
                         * @enum {string}
                         */
                        supplierVerification?: "default" | "four_eyes" | "single_reviewer";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            baseCurrency: string;
                            canEdit: boolean;
                            effective: {
                                approvers: number;
                                /** @enum {string} */
                                supplierVerification: "four_eyes" | "single_reviewer";
                                verifiers: number;
                            };
                            /** @enum {string} */
                            outcome: "unchanged" | "applied" | "proposed";
                            pendingChange: {
                                basePolicies: {
                                    /**
                                     * @default [
                                     *       {
                                     *         "fromMinor": 0,
                                     *         "approvers": 0
                                     *       },
                                     *       {
                                     *         "fromMinor": 1000000,
                                     *         "approvers": 1
                                     *       }
                                     *     ]
                                     */
                                    approvalTiers: {
                                        approvers: number;
                                        fromMinor: number;
                                    }[];
                                    /** @default null */
                                    dailyUnapprovedLimitMinor: number | null;
                                    /**
                                     * @default {
                                     *       "firstPayment": "with_team",
                                     *       "newBankDetails": "with_team",
                                     *       "countryMismatch": "with_team"
                                     *     }
                                     */
                                    riskRules: {
                                        /**
                                         * @default with_team
                                         * @enum {string}
                                         */
                                        countryMismatch: "always" | "with_team" | "off";
                                        /**
                                         * @default with_team
                                         * @enum {string}
                                         */
                                        firstPayment: "always" | "with_team" | "off";
                                        /**
                                         * @default with_team
                                         * @enum {string}
                                         */
                                        newBankDetails: "always" | "with_team" | "off";
                                    };
                                    /**
                                     * @default default
                                     * @enum {string}
                                     */
                                    supplierVerification: "default" | "four_eyes" | "single_reviewer";
                                };
                                canApprove: boolean;
                                canCancel: boolean;
                                id: string;
                                policies: {
                                    /**
                                     * @default [
                                     *       {
                                     *         "fromMinor": 0,
                                     *         "approvers": 0
                                     *       },
                                     *       {
                                     *         "fromMinor": 1000000,
                                     *         "approvers": 1
                                     *       }
                                     *     ]
                                     */
                                    approvalTiers: {
                                        approvers: number;
                                        fromMinor: number;
                                    }[];
                                    /** @default null */
                                    dailyUnapprovedLimitMinor: number | null;
                                    /**
                                     * @default {
                                     *       "firstPayment": "with_team",
                                     *       "newBankDetails": "with_team",
                                     *       "countryMismatch": "with_team"
                                     *     }
                                     */
                                    riskRules: {
                                        /**
                                         * @default with_team
                                         * @enum {string}
                                         */
                                        countryMismatch: "always" | "with_team" | "off";
                                        /**
                                         * @default with_team
                                         * @enum {string}
                                         */
                                        firstPayment: "always" | "with_team" | "off";
                                        /**
                                         * @default with_team
                                         * @enum {string}
                                         */
                                        newBankDetails: "always" | "with_team" | "off";
                                    };
                                    /**
                                     * @default default
                                     * @enum {string}
                                     */
                                    supplierVerification: "default" | "four_eyes" | "single_reviewer";
                                };
                                /** Format: date-time */
                                proposedAt: string;
                                proposedBy: {
                                    id: string;
                                    name: string;
                                };
                                weakens: ({
                                    after: number;
                                    before: number;
                                    fromMinor: number;
                                    /** @enum {string} */
                                    kind: "approval_band";
                                } | {
                                    /** @enum {string} */
                                    after: "always" | "with_team" | "off";
                                    /** @enum {string} */
                                    before: "always" | "with_team" | "off";
                                    /** @enum {string} */
                                    kind: "risk_rule";
                                    /** @enum {string} */
                                    rule: "firstPayment" | "newBankDetails" | "countryMismatch";
                                } | {
                                    /** @enum {string} */
                                    after: "default" | "four_eyes" | "single_reviewer";
                                    /** @enum {string} */
                                    before: "default" | "four_eyes" | "single_reviewer";
                                    /** @enum {string} */
                                    kind: "supplier_verification";
                                } | {
                                    after: number | null;
                                    before: number | null;
                                    /** @enum {string} */
                                    kind: "daily_limit";
                                })[];
                            } | null;
                            policies: {
                                /**
                                 * @default [
                                 *       {
                                 *         "fromMinor": 0,
                                 *         "approvers": 0
                                 *       },
                                 *       {
                                 *         "fromMinor": 1000000,
                                 *         "approvers": 1
                                 *       }
                                 *     ]
                                 */
                                approvalTiers: {
                                    approvers: number;
                                    fromMinor: number;
                                }[];
                                /** @default null */
                                dailyUnapprovedLimitMinor: number | null;
                                /**
                                 * @default {
                                 *       "firstPayment": "with_team",
                                 *       "newBankDetails": "with_team",
                                 *       "countryMismatch": "with_team"
                                 *     }
                                 */
                                riskRules: {
                                    /**
                                     * @default with_team
                                     * @enum {string}
                                     */
                                    countryMismatch: "always" | "with_team" | "off";
                                    /**
                                     * @default with_team
                                     * @enum {string}
                                     */
                                    firstPayment: "always" | "with_team" | "off";
                                    /**
                                     * @default with_team
                                     * @enum {string}
                                     */
                                    newBankDetails: "always" | "with_team" | "off";
                                };
                                /**
                                 * @default default
                                 * @enum {string}
                                 */
                                supplierVerification: "default" | "four_eyes" | "single_reviewer";
                            };
                            weakeningNeedsApproval: boolean;
                        };
                    };
                };
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            baseCurrency: string;
                            canEdit: boolean;
                            effective: {
                                approvers: number;
                                /** @enum {string} */
                                supplierVerification: "four_eyes" | "single_reviewer";
                                verifiers: number;
                            };
                            /** @enum {string} */
                            outcome: "unchanged" | "applied" | "proposed";
                            pendingChange: {
                                basePolicies: {
                                    /**
                                     * @default [
                                     *       {
                                     *         "fromMinor": 0,
                                     *         "approvers": 0
                                     *       },
                                     *       {
                                     *         "fromMinor": 1000000,
                                     *         "approvers": 1
                                     *       }
                                     *     ]
                                     */
                                    approvalTiers: {
                                        approvers: number;
                                        fromMinor: number;
                                    }[];
                                    /** @default null */
                                    dailyUnapprovedLimitMinor: number | null;
                                    /**
                                     * @default {
                                     *       "firstPayment": "with_team",
                                     *       "newBankDetails": "with_team",
                                     *       "countryMismatch": "with_team"
                                     *     }
                                     */
                                    riskRules: {
                                        /**
                                         * @default with_team
                                         * @enum {string}
                                         */
                                        countryMismatch: "always" | "with_team" | "off";
                                        /**
                                         * @default with_team
                                         * @enum {string}
                                         */
                                        firstPayment: "always" | "with_team" | "off";
                                        /**
                                         * @default with_team
                                         * @enum {string}
                                         */
                                        newBankDetails: "always" | "with_team" | "off";
                                    };
                                    /**
                                     * @default default
                                     * @enum {string}
                                     */
                                    supplierVerification: "default" | "four_eyes" | "single_reviewer";
                                };
                                canApprove: boolean;
                                canCancel: boolean;
                                id: string;
                                policies: {
                                    /**
                                     * @default [
                                     *       {
                                     *         "fromMinor": 0,
                                     *         "approvers": 0
                                     *       },
                                     *       {
                                     *         "fromMinor": 1000000,
                                     *         "approvers": 1
                                     *       }
                                     *     ]
                                     */
                                    approvalTiers: {
                                        approvers: number;
                                        fromMinor: number;
                                    }[];
                                    /** @default null */
                                    dailyUnapprovedLimitMinor: number | null;
                                    /**
                                     * @default {
                                     *       "firstPayment": "with_team",
                                     *       "newBankDetails": "with_team",
                                     *       "countryMismatch": "with_team"
                                     *     }
                                     */
                                    riskRules: {
                                        /**
                                         * @default with_team
                                         * @enum {string}
                                         */
                                        countryMismatch: "always" | "with_team" | "off";
                                        /**
                                         * @default with_team
                                         * @enum {string}
                                         */
                                        firstPayment: "always" | "with_team" | "off";
                                        /**
                                         * @default with_team
                                         * @enum {string}
                                         */
                                        newBankDetails: "always" | "with_team" | "off";
                                    };
                                    /**
                                     * @default default
                                     * @enum {string}
                                     */
                                    supplierVerification: "default" | "four_eyes" | "single_reviewer";
                                };
                                /** Format: date-time */
                                proposedAt: string;
                                proposedBy: {
                                    id: string;
                                    name: string;
                                };
                                weakens: ({
                                    after: number;
                                    before: number;
                                    fromMinor: number;
                                    /** @enum {string} */
                                    kind: "approval_band";
                                } | {
                                    /** @enum {string} */
                                    after: "always" | "with_team" | "off";
                                    /** @enum {string} */
                                    before: "always" | "with_team" | "off";
                                    /** @enum {string} */
                                    kind: "risk_rule";
                                    /** @enum {string} */
                                    rule: "firstPayment" | "newBankDetails" | "countryMismatch";
                                } | {
                                    /** @enum {string} */
                                    after: "default" | "four_eyes" | "single_reviewer";
                                    /** @enum {string} */
                                    before: "default" | "four_eyes" | "single_reviewer";
                                    /** @enum {string} */
                                    kind: "supplier_verification";
                                } | {
                                    after: number | null;
                                    before: number | null;
                                    /** @enum {string} */
                                    kind: "daily_limit";
                                })[];
                            } | null;
                            policies: {
                                /**
                                 * @default [
                                 *       {
                                 *         "fromMinor": 0,
                                 *         "approvers": 0
                                 *       },
                                 *       {
                                 *         "fromMinor": 1000000,
                                 *         "approvers": 1
                                 *       }
                                 *     ]
                                 */
                                approvalTiers: {
                                    approvers: number;
                                    fromMinor: number;
                                }[];
                                /** @default null */
                                dailyUnapprovedLimitMinor: number | null;
                                /**
                                 * @default {
                                 *       "firstPayment": "with_team",
                                 *       "newBankDetails": "with_team",
                                 *       "countryMismatch": "with_team"
                                 *     }
                                 */
                                riskRules: {
                                    /**
                                     * @default with_team
                                     * @enum {string}
                                     */
                                    countryMismatch: "always" | "with_team" | "off";
                                    /**
                                     * @default with_team
                                     * @enum {string}
                                     */
                                    firstPayment: "always" | "with_team" | "off";
                                    /**
                                     * @default with_team
                                     * @enum {string}
                                     */
                                    newBankDetails: "always" | "with_team" | "off";
                                };
                                /**
                                 * @default default
                                 * @enum {string}
                                 */
                                supplierVerification: "default" | "four_eyes" | "single_reviewer";
                            };
                            weakeningNeedsApproval: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/policies/changes/{changeId}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a pending policy change (Team Management, not its proposer); 409 when the policies changed since it was proposed */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    changeId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            baseCurrency: string;
                            canEdit: boolean;
                            effective: {
                                approvers: number;
                                /** @enum {string} */
                                supplierVerification: "four_eyes" | "single_reviewer";
                                verifiers: number;
                            };
                            pendingChange: {
                                basePolicies: {
                                    /**
                                     * @default [
                                     *       {
                                     *         "fromMinor": 0,
                                     *         "approvers": 0
                                     *       },
                                     *       {
                                     *         "fromMinor": 1000000,
                                     *         "approvers": 1
                                     *       }
                                     *     ]
                                     */
                                    approvalTiers: {
                                        approvers: number;
                                        fromMinor: number;
                                    }[];
                                    /** @default null */
                                    dailyUnapprovedLimitMinor: number | null;
                                    /**
                                     * @default {
                                     *       "firstPayment": "with_team",
                                     *       "newBankDetails": "with_team",
                                     *       "countryMismatch": "with_team"
                                     *     }
                                     */
                                    riskRules: {
                                        /**
                                         * @default with_team
                                         * @enum {string}
                                         */
                                        countryMismatch: "always" | "with_team" | "off";
                                        /**
                                         * @default with_team
                                         * @enum {string}
                                         */
                                        firstPayment: "always" | "with_team" | "off";
                                        /**
                                         * @default with_team
                                         * @enum {string}
                                         */
                                        newBankDetails: "always" | "with_team" | "off";
                                    };
                                    /**
                                     * @default default
                                     * @enum {string}
                                     */
                                    supplierVerification: "default" | "four_eyes" | "single_reviewer";
                                };
                                canApprove: boolean;
                                canCancel: boolean;
                                id: string;
                                policies: {
                                    /**
                                     * @default [
                                     *       {
                                     *         "fromMinor": 0,
                                     *         "approvers": 0
                                     *       },
                                     *       {
                                     *         "fromMinor": 1000000,
                                     *         "approvers": 1
                                     *       }
                                     *     ]
                                     */
                                    approvalTiers: {
                                        approvers: number;
                                        fromMinor: number;
                                    }[];
                                    /** @default null */
                                    dailyUnapprovedLimitMinor: number | null;
                                    /**
                                     * @default {
                                     *       "firstPayment": "with_team",
                                     *       "newBankDetails": "with_team",
                                     *       "countryMismatch": "with_team"
                                     *     }
                                     */
                                    riskRules: {
                                        /**
                                         * @default with_team
                                         * @enum {string}
                                         */
                                        countryMismatch: "always" | "with_team" | "off";
                                        /**
                                         * @default with_team
                                         * @enum {string}
                                         */
                                        firstPayment: "always" | "with_team" | "off";
                                        /**
                                         * @default with_team
                                         * @enum {string}
                                         */
                                        newBankDetails: "always" | "with_team" | "off";
                                    };
                                    /**
                                     * @default default
                                     * @enum {string}
                                     */
                                    supplierVerification: "default" | "four_eyes" | "single_reviewer";
                                };
                                /** Format: date-time */
                                proposedAt: string;
                                proposedBy: {
                                    id: string;
                                    name: string;
                                };
                                weakens: ({
                                    after: number;
                                    before: number;
                                    fromMinor: number;
                                    /** @enum {string} */
                                    kind: "approval_band";
                                } | {
                                    /** @enum {string} */
                                    after: "always" | "with_team" | "off";
                                    /** @enum {string} */
                                    before: "always" | "with_team" | "off";
                                    /** @enum {string} */
                                    kind: "risk_rule";
                                    /** @enum {string} */
                                    rule: "firstPayment" | "newBankDetails" | "countryMismatch";
                                } | {
                                    /** @enum {string} */
                                    after: "default" | "four_eyes" | "single_reviewer";
                                    /** @enum {string} */
                                    before: "default" | "four_eyes" | "single_reviewer";
                                    /** @enum {string} */
                                    kind: "supplier_verification";
                                } | {
                                    after: number | null;
                                    before: number | null;
                                    /** @enum {string} */
                                    kind: "daily_limit";
                                })[];
                            } | null;
                            policies: {
                                /**
                                 * @default [
                                 *       {
                                 *         "fromMinor": 0,
                                 *         "approvers": 0
                                 *       },
                                 *       {
                                 *         "fromMinor": 1000000,
                                 *         "approvers": 1
                                 *       }
                                 *     ]
                                 */
                                approvalTiers: {
                                    approvers: number;
                                    fromMinor: number;
                                }[];
                                /** @default null */
                                dailyUnapprovedLimitMinor: number | null;
                                /**
                                 * @default {
                                 *       "firstPayment": "with_team",
                                 *       "newBankDetails": "with_team",
                                 *       "countryMismatch": "with_team"
                                 *     }
                                 */
                                riskRules: {
                                    /**
                                     * @default with_team
                                     * @enum {string}
                                     */
                                    countryMismatch: "always" | "with_team" | "off";
                                    /**
                                     * @default with_team
                                     * @enum {string}
                                     */
                                    firstPayment: "always" | "with_team" | "off";
                                    /**
                                     * @default with_team
                                     * @enum {string}
                                     */
                                    newBankDetails: "always" | "with_team" | "off";
                                };
                                /**
                                 * @default default
                                 * @enum {string}
                                 */
                                supplierVerification: "default" | "four_eyes" | "single_reviewer";
                            };
                            weakeningNeedsApproval: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/policies/changes/{changeId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a pending policy change (its proposer) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    changeId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            baseCurrency: string;
                            canEdit: boolean;
                            effective: {
                                approvers: number;
                                /** @enum {string} */
                                supplierVerification: "four_eyes" | "single_reviewer";
                                verifiers: number;
                            };
                            pendingChange: {
                                basePolicies: {
                                    /**
                                     * @default [
                                     *       {
                                     *         "fromMinor": 0,
                                     *         "approvers": 0
                                     *       },
                                     *       {
                                     *         "fromMinor": 1000000,
                                     *         "approvers": 1
                                     *       }
                                     *     ]
                                     */
                                    approvalTiers: {
                                        approvers: number;
                                        fromMinor: number;
                                    }[];
                                    /** @default null */
                                    dailyUnapprovedLimitMinor: number | null;
                                    /**
                                     * @default {
                                     *       "firstPayment": "with_team",
                                     *       "newBankDetails": "with_team",
                                     *       "countryMismatch": "with_team"
                                     *     }
                                     */
                                    riskRules: {
                                        /**
                                         * @default with_team
                                         * @enum {string}
                                         */
                                        countryMismatch: "always" | "with_team" | "off";
                                        /**
                                         * @default with_team
                                         * @enum {string}
                                         */
                                        firstPayment: "always" | "with_team" | "off";
                                        /**
                                         * @default with_team
                                         * @enum {string}
                                         */
                                        newBankDetails: "always" | "with_team" | "off";
                                    };
                                    /**
                                     * @default default
                                     * @enum {string}
                                     */
                                    supplierVerification: "default" | "four_eyes" | "single_reviewer";
                                };
                                canApprove: boolean;
                                canCancel: boolean;
                                id: string;
                                policies: {
                                    /**
                                     * @default [
                                     *       {
                                     *         "fromMinor": 0,
                                     *         "approvers": 0
                                     *       },
                                     *       {
                                     *         "fromMinor": 1000000,
                                     *         "approvers": 1
                                     *       }
                                     *     ]
                                     */
                                    approvalTiers: {
                                        approvers: number;
                                        fromMinor: number;
                                    }[];
                                    /** @default null */
                                    dailyUnapprovedLimitMinor: number | null;
                                    /**
                                     * @default {
                                     *       "firstPayment": "with_team",
                                     *       "newBankDetails": "with_team",
                                     *       "countryMismatch": "with_team"
                                     *     }
                                     */
                                    riskRules: {
                                        /**
                                         * @default with_team
                                         * @enum {string}
                                         */
                                        countryMismatch: "always" | "with_team" | "off";
                                        /**
                                         * @default with_team
                                         * @enum {string}
                                         */
                                        firstPayment: "always" | "with_team" | "off";
                                        /**
                                         * @default with_team
                                         * @enum {string}
                                         */
                                        newBankDetails: "always" | "with_team" | "off";
                                    };
                                    /**
                                     * @default default
                                     * @enum {string}
                                     */
                                    supplierVerification: "default" | "four_eyes" | "single_reviewer";
                                };
                                /** Format: date-time */
                                proposedAt: string;
                                proposedBy: {
                                    id: string;
                                    name: string;
                                };
                                weakens: ({
                                    after: number;
                                    before: number;
                                    fromMinor: number;
                                    /** @enum {string} */
                                    kind: "approval_band";
                                } | {
                                    /** @enum {string} */
                                    after: "always" | "with_team" | "off";
                                    /** @enum {string} */
                                    before: "always" | "with_team" | "off";
                                    /** @enum {string} */
                                    kind: "risk_rule";
                                    /** @enum {string} */
                                    rule: "firstPayment" | "newBankDetails" | "countryMismatch";
                                } | {
                                    /** @enum {string} */
                                    after: "default" | "four_eyes" | "single_reviewer";
                                    /** @enum {string} */
                                    before: "default" | "four_eyes" | "single_reviewer";
                                    /** @enum {string} */
                                    kind: "supplier_verification";
                                } | {
                                    after: number | null;
                                    before: number | null;
                                    /** @enum {string} */
                                    kind: "daily_limit";
                                })[];
                            } | null;
                            policies: {
                                /**
                                 * @default [
                                 *       {
                                 *         "fromMinor": 0,
                                 *         "approvers": 0
                                 *       },
                                 *       {
                                 *         "fromMinor": 1000000,
                                 *         "approvers": 1
                                 *       }
                                 *     ]
                                 */
                                approvalTiers: {
                                    approvers: number;
                                    fromMinor: number;
                                }[];
                                /** @default null */
                                dailyUnapprovedLimitMinor: number | null;
                                /**
                                 * @default {
                                 *       "firstPayment": "with_team",
                                 *       "newBankDetails": "with_team",
                                 *       "countryMismatch": "with_team"
                                 *     }
                                 */
                                riskRules: {
                                    /**
                                     * @default with_team
                                     * @enum {string}
                                     */
                                    countryMismatch: "always" | "with_team" | "off";
                                    /**
                                     * @default with_team
                                     * @enum {string}
                                     */
                                    firstPayment: "always" | "with_team" | "off";
                                    /**
                                     * @default with_team
                                     * @enum {string}
                                     */
                                    newBankDetails: "always" | "with_team" | "off";
                                };
                                /**
                                 * @default default
                                 * @enum {string}
                                 */
                                supplierVerification: "default" | "four_eyes" | "single_reviewer";
                            };
                            weakeningNeedsApproval: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/policies/changes/{changeId}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject a pending policy change, with an optional reason (Team Management, not its proposer) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    changeId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            baseCurrency: string;
                            canEdit: boolean;
                            effective: {
                                approvers: number;
                                /** @enum {string} */
                                supplierVerification: "four_eyes" | "single_reviewer";
                                verifiers: number;
                            };
                            pendingChange: {
                                basePolicies: {
                                    /**
                                     * @default [
                                     *       {
                                     *         "fromMinor": 0,
                                     *         "approvers": 0
                                     *       },
                                     *       {
                                     *         "fromMinor": 1000000,
                                     *         "approvers": 1
                                     *       }
                                     *     ]
                                     */
                                    approvalTiers: {
                                        approvers: number;
                                        fromMinor: number;
                                    }[];
                                    /** @default null */
                                    dailyUnapprovedLimitMinor: number | null;
                                    /**
                                     * @default {
                                     *       "firstPayment": "with_team",
                                     *       "newBankDetails": "with_team",
                                     *       "countryMismatch": "with_team"
                                     *     }
                                     */
                                    riskRules: {
                                        /**
                                         * @default with_team
                                         * @enum {string}
                                         */
                                        countryMismatch: "always" | "with_team" | "off";
                                        /**
                                         * @default with_team
                                         * @enum {string}
                                         */
                                        firstPayment: "always" | "with_team" | "off";
                                        /**
                                         * @default with_team
                                         * @enum {string}
                                         */
                                        newBankDetails: "always" | "with_team" | "off";
                                    };
                                    /**
                                     * @default default
                                     * @enum {string}
                                     */
                                    supplierVerification: "default" | "four_eyes" | "single_reviewer";
                                };
                                canApprove: boolean;
                                canCancel: boolean;
                                id: string;
                                policies: {
                                    /**
                                     * @default [
                                     *       {
                                     *         "fromMinor": 0,
                                     *         "approvers": 0
                                     *       },
                                     *       {
                                     *         "fromMinor": 1000000,
                                     *         "approvers": 1
                                     *       }
                                     *     ]
                                     */
                                    approvalTiers: {
                                        approvers: number;
                                        fromMinor: number;
                                    }[];
                                    /** @default null */
                                    dailyUnapprovedLimitMinor: number | null;
                                    /**
                                     * @default {
                                     *       "firstPayment": "with_team",
                                     *       "newBankDetails": "with_team",
                                     *       "countryMismatch": "with_team"
                                     *     }
                                     */
                                    riskRules: {
                                        /**
                                         * @default with_team
                                         * @enum {string}
                                         */
                                        countryMismatch: "always" | "with_team" | "off";
                                        /**
                                         * @default with_team
                                         * @enum {string}
                                         */
                                        firstPayment: "always" | "with_team" | "off";
                                        /**
                                         * @default with_team
                                         * @enum {string}
                                         */
                                        newBankDetails: "always" | "with_team" | "off";
                                    };
                                    /**
                                     * @default default
                                     * @enum {string}
                                     */
                                    supplierVerification: "default" | "four_eyes" | "single_reviewer";
                                };
                                /** Format: date-time */
                                proposedAt: string;
                                proposedBy: {
                                    id: string;
                                    name: string;
                                };
                                weakens: ({
                                    after: number;
                                    before: number;
                                    fromMinor: number;
                                    /** @enum {string} */
                                    kind: "approval_band";
                                } | {
                                    /** @enum {string} */
                                    after: "always" | "with_team" | "off";
                                    /** @enum {string} */
                                    before: "always" | "with_team" | "off";
                                    /** @enum {string} */
                                    kind: "risk_rule";
                                    /** @enum {string} */
                                    rule: "firstPayment" | "newBankDetails" | "countryMismatch";
                                } | {
                                    /** @enum {string} */
                                    after: "default" | "four_eyes" | "single_reviewer";
                                    /** @enum {string} */
                                    before: "default" | "four_eyes" | "single_reviewer";
                                    /** @enum {string} */
                                    kind: "supplier_verification";
                                } | {
                                    after: number | null;
                                    before: number | null;
                                    /** @enum {string} */
                                    kind: "daily_limit";
                                })[];
                            } | null;
                            policies: {
                                /**
                                 * @default [
                                 *       {
                                 *         "fromMinor": 0,
                                 *         "approvers": 0
                                 *       },
                                 *       {
                                 *         "fromMinor": 1000000,
                                 *         "approvers": 1
                                 *       }
                                 *     ]
                                 */
                                approvalTiers: {
                                    approvers: number;
                                    fromMinor: number;
                                }[];
                                /** @default null */
                                dailyUnapprovedLimitMinor: number | null;
                                /**
                                 * @default {
                                 *       "firstPayment": "with_team",
                                 *       "newBankDetails": "with_team",
                                 *       "countryMismatch": "with_team"
                                 *     }
                                 */
                                riskRules: {
                                    /**
                                     * @default with_team
                                     * @enum {string}
                                     */
                                    countryMismatch: "always" | "with_team" | "off";
                                    /**
                                     * @default with_team
                                     * @enum {string}
                                     */
                                    firstPayment: "always" | "with_team" | "off";
                                    /**
                                     * @default with_team
                                     * @enum {string}
                                     */
                                    newBankDetails: "always" | "with_team" | "off";
                                };
                                /**
                                 * @default default
                                 * @enum {string}
                                 */
                                supplierVerification: "default" | "four_eyes" | "single_reviewer";
                            };
                            weakeningNeedsApproval: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/workspace/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in member's organisation: suppliers, latest FX rates, recent transactions */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            fxRates: {
                                /** Format: date-time */
                                asOf: string;
                                base: string;
                                quote: string;
                                rate: number;
                                source: string;
                            }[];
                            organisation: {
                                id: string;
                                name: string;
                            };
                            recentTransactions: {
                                amountMinor: number;
                                currency: string;
                                /** Format: date-time */
                                date: string;
                                id: string;
                                /** @enum {string} */
                                method: "Bank Transfer" | "Wire Transfer" | "ACH";
                                /** @enum {string} */
                                status: "completed" | "pending" | "failed";
                                supplierName: string;
                            }[];
                            suppliers: {
                                byStatus: {
                                    [key: string]: number;
                                };
                                items: {
                                    category: string;
                                    id: string;
                                    location: string;
                                    name: string;
                                    /** @enum {string} */
                                    riskScore: "Low" | "Medium" | "High";
                                    /** @enum {string} */
                                    status: "verified" | "pending" | "rejected";
                                }[];
                                total: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                field?: string;
                                message: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ok";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness: PostgreSQL and Redis reachable */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            checks: {
                                postgres: {
                                    error?: string;
                                    latencyMs?: number;
                                    /** @enum {string} */
                                    status: "up" | "down";
                                };
                                redis: {
                                    error?: string;
                                    latencyMs?: number;
                                    /** @enum {string} */
                                    status: "up" | "down";
                                };
                            };
                            /** @enum {string} */
                            status: "ready" | "not-ready";
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            checks: {
                                postgres: {
                                    error?: string;
                                    latencyMs?: number;
                                    /** @enum {string} */
                                    status: "up" | "down";
                                };
                                redis: {
                                    error?: string;
                                    latencyMs?: number;
                                    /** @enum {string} */
                                    status: "up" | "down";
                                };
                            };
                            /** @enum {string} */
                            status: "ready" | "not-ready";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "batch.completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Every row of a payment batch was settled or failed. */
        post: operations["webhook_batch_completed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "bill.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A bill (supplier invoice) was recorded (fields arrive with bills). */
        post: operations["webhook_bill_created"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "bill.paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A bill was paid in full (fields arrive with bills). */
        post: operations["webhook_bill_paid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "fx.margin_alert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A bill’s cost at the live rate moved beyond its budget-rate tolerance (once per crossing; data.hedge: the forward that hedges it). */
        post: operations["webhook_fx_margin_alert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "fx.rate_alert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A member’s rate alert fired (data.message states the exposure impact). */
        post: operations["webhook_fx_rate_alert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "fx.trade.completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** An FX trade (spot or forward) was booked at its locked rate. */
        post: operations["webhook_fx_trade_completed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payment.approved": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A payment received its last approval and goes to settlement. */
        post: operations["webhook_payment_approved"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payment.completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A payment was settled by the bank. */
        post: operations["webhook_payment_completed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payment.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A payment was created (data: the payment). */
        post: operations["webhook_payment_created"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payment.failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A payment failed (declined, or blocked by an open sanctions match). */
        post: operations["webhook_payment_failed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payment.in_approval": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A payment waits for approval under the organisation’s policies. */
        post: operations["webhook_payment_in_approval"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payment.rejected": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A payment was rejected by an approver. */
        post: operations["webhook_payment_rejected"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "report.completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A risk report finished building (data.files: its download paths). */
        post: operations["webhook_report_completed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "supplier.rejected": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A supplier was rejected. */
        post: operations["webhook_supplier_rejected"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "supplier.screening_hit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sanctions screening found possible matches for a supplier (data.hits). */
        post: operations["webhook_supplier_screening_hit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "supplier.verified": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A supplier was verified. */
        post: operations["webhook_supplier_verified"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "webhook.test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** “Send test event” in Settings → Developers. */
        post: operations["webhook_webhook_test"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    webhook_batch_completed: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (also the body’s id): the same on every retry and resend. */
                "TradeHub-Event-Id": string;
                /** @description t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "t.body")> (two v1 during a rotation). */
                "TradeHub-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    created_at: string;
                    data: {
                        approvalBasis: {
                            dailyLimit: {
                                limitMinor: number;
                                usedMinor: number;
                            } | null;
                            recentToSupplier: {
                                count: number;
                                supplierName: string;
                                totalMinor: number;
                            } | null;
                        } | null;
                        approvalReasons: ("over_threshold" | "first_payment" | "new_bank_details" | "country_mismatch" | "recent_payments" | "daily_limit")[];
                        approvals: {
                            /** Format: date-time */
                            at: string;
                            id: string;
                            name: string;
                        }[];
                        approvalsRequired: number;
                        baseCurrency: string;
                        baseTotalMinor: number;
                        completedAt: string | null;
                        /** Format: date-time */
                        createdAt: string;
                        createdBy: {
                            id: string;
                            name: string;
                        };
                        fileName: string;
                        id: string;
                        progress: {
                            failed: number;
                            pending: number;
                            settled: number;
                        };
                        rejectionReason: string | null;
                        rowCount: number;
                        /** @enum {string} */
                        status: "awaiting_approval" | "processing" | "completed" | "rejected";
                        totals: {
                            amountMinor: number;
                            currency: string;
                        }[];
                    };
                    /** @description The event id (also in the TradeHub-Event-Id header): deduplicate on it. */
                    id: string;
                    /** @constant */
                    type: "batch.completed";
                };
            };
        };
        responses: {
            /** @description Received: any 2xx within 10 s acknowledges the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_bill_created: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (also the body’s id): the same on every retry and resend. */
                "TradeHub-Event-Id": string;
                /** @description t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "t.body")> (two v1 during a rotation). */
                "TradeHub-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    created_at: string;
                    data: {
                        amountMinor: number;
                        budgetRate: string | null;
                        /** Format: date-time */
                        createdAt: string;
                        createdBy: {
                            id: string;
                            name: string;
                        };
                        currency: string;
                        document: {
                            id: string;
                            name: string;
                        } | null;
                        /** Format: date */
                        dueDate: string;
                        id: string;
                        /** Format: date */
                        issueDate: string;
                        /** @enum {string} */
                        kind: "invoice" | "purchase_order";
                        /** @enum {string} */
                        marginState: "within" | "beyond";
                        marginTolerancePercent: number;
                        note: string | null;
                        openMinor: number;
                        paidMinor: number;
                        pair: {
                            base: string;
                            quote: string;
                        } | null;
                        paymentRequestReference: string | null;
                        reference: string;
                        scheduledMinor: number;
                        /** @enum {string} */
                        status: "open" | "scheduled" | "partly_paid" | "paid" | "cancelled";
                        supplier: {
                            id: string;
                            name: string;
                        };
                    };
                    /** @description The event id (also in the TradeHub-Event-Id header): deduplicate on it. */
                    id: string;
                    /** @constant */
                    type: "bill.created";
                };
            };
        };
        responses: {
            /** @description Received: any 2xx within 10 s acknowledges the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_bill_paid: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (also the body’s id): the same on every retry and resend. */
                "TradeHub-Event-Id": string;
                /** @description t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "t.body")> (two v1 during a rotation). */
                "TradeHub-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    created_at: string;
                    data: {
                        amountMinor: number;
                        budgetRate: string | null;
                        /** Format: date-time */
                        createdAt: string;
                        createdBy: {
                            id: string;
                            name: string;
                        };
                        currency: string;
                        document: {
                            id: string;
                            name: string;
                        } | null;
                        /** Format: date */
                        dueDate: string;
                        id: string;
                        /** Format: date */
                        issueDate: string;
                        /** @enum {string} */
                        kind: "invoice" | "purchase_order";
                        /** @enum {string} */
                        marginState: "within" | "beyond";
                        marginTolerancePercent: number;
                        note: string | null;
                        openMinor: number;
                        paidMinor: number;
                        pair: {
                            base: string;
                            quote: string;
                        } | null;
                        paymentRequestReference: string | null;
                        reference: string;
                        scheduledMinor: number;
                        /** @enum {string} */
                        status: "open" | "scheduled" | "partly_paid" | "paid" | "cancelled";
                        supplier: {
                            id: string;
                            name: string;
                        };
                    };
                    /** @description The event id (also in the TradeHub-Event-Id header): deduplicate on it. */
                    id: string;
                    /** @constant */
                    type: "bill.paid";
                };
            };
        };
        responses: {
            /** @description Received: any 2xx within 10 s acknowledges the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_fx_margin_alert: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (also the body’s id): the same on every retry and resend. */
                "TradeHub-Event-Id": string;
                /** @description t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "t.body")> (two v1 during a rotation). */
                "TradeHub-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    created_at: string;
                    data: {
                        baseCurrency: string;
                        bill: {
                            amountMinor: number;
                            budgetRate: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            createdBy: {
                                id: string;
                                name: string;
                            };
                            currency: string;
                            document: {
                                id: string;
                                name: string;
                            } | null;
                            /** Format: date */
                            dueDate: string;
                            id: string;
                            /** Format: date */
                            issueDate: string;
                            /** @enum {string} */
                            kind: "invoice" | "purchase_order";
                            /** @enum {string} */
                            marginState: "within" | "beyond";
                            marginTolerancePercent: number;
                            note: string | null;
                            openMinor: number;
                            paidMinor: number;
                            pair: {
                                base: string;
                                quote: string;
                            } | null;
                            paymentRequestReference: string | null;
                            reference: string;
                            scheduledMinor: number;
                            /** @enum {string} */
                            status: "open" | "scheduled" | "partly_paid" | "paid" | "cancelled";
                            supplier: {
                                id: string;
                                name: string;
                            };
                        };
                        budgetCostMinor: number;
                        costDeltaMinor: number;
                        hedge: {
                            amountMinor: number;
                            currency: string;
                            /** @constant */
                            kind: "forward";
                            valueDate: string;
                        };
                        liveCostMinor: number;
                        livePairRate: number;
                        message: string;
                        movePercent: number;
                        tolerancePercent: number;
                    };
                    /** @description The event id (also in the TradeHub-Event-Id header): deduplicate on it. */
                    id: string;
                    /** @constant */
                    type: "fx.margin_alert";
                };
            };
        };
        responses: {
            /** @description Received: any 2xx within 10 s acknowledges the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_fx_rate_alert: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (also the body’s id): the same on every retry and resend. */
                "TradeHub-Event-Id": string;
                /** @description t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "t.body")> (two v1 during a rotation). */
                "TradeHub-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    created_at: string;
                    data: {
                        base: string;
                        /** Format: date-time */
                        createdAt: string;
                        firedAt: string | null;
                        firedRate: number | null;
                        id: string;
                        /** @enum {string} */
                        kind: "above" | "below" | "change";
                        message: string;
                        quote: string;
                        /** @enum {string} */
                        status: "armed" | "fired";
                        threshold: number;
                        /** Format: date-time */
                        updatedAt: string;
                        windowMinutes: number | null;
                    };
                    /** @description The event id (also in the TradeHub-Event-Id header): deduplicate on it. */
                    id: string;
                    /** @constant */
                    type: "fx.rate_alert";
                };
            };
        };
        responses: {
            /** @description Received: any 2xx within 10 s acknowledges the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_fx_trade_completed: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (also the body’s id): the same on every retry and resend. */
                "TradeHub-Event-Id": string;
                /** @description t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "t.body")> (two v1 during a rotation). */
                "TradeHub-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    created_at: string;
                    data: {
                        amountMinor: number;
                        /** Format: date-time */
                        createdAt: string;
                        createdBy: {
                            id: string;
                            name: string;
                        };
                        currency: string;
                        id: string;
                        /** @enum {string} */
                        kind: "spot" | "forward";
                        rate: number;
                        /** @enum {string} */
                        side: "buy" | "sell";
                        /** @enum {string} */
                        status: "booked" | "settled";
                        usdAmountMinor: number;
                        /** Format: date-time */
                        valueDate: string;
                    };
                    /** @description The event id (also in the TradeHub-Event-Id header): deduplicate on it. */
                    id: string;
                    /** @constant */
                    type: "fx.trade.completed";
                };
            };
        };
        responses: {
            /** @description Received: any 2xx within 10 s acknowledges the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_payment_approved: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (also the body’s id): the same on every retry and resend. */
                "TradeHub-Event-Id": string;
                /** @description t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "t.body")> (two v1 during a rotation). */
                "TradeHub-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    created_at: string;
                    data: {
                        amountMinor: number;
                        approvalReasons: string[];
                        approvalsRequired: number;
                        /** @enum {string} */
                        approvalStatus: "not_required" | "awaiting" | "approved" | "rejected";
                        baseAmountMinor: number | null;
                        batchId: string | null;
                        createdBy: {
                            id: string;
                            name: string;
                        };
                        currency: string;
                        /** Format: date-time */
                        date: string;
                        failureReason: string | null;
                        feeMinor: number | null;
                        fxRate: number | null;
                        id: string;
                        /** @enum {string} */
                        method: "Bank Transfer" | "Wire Transfer" | "ACH";
                        reference: string | null;
                        /** @enum {string} */
                        status: "completed" | "pending" | "failed";
                        supplier: {
                            id: string;
                            name: string;
                        };
                    };
                    /** @description The event id (also in the TradeHub-Event-Id header): deduplicate on it. */
                    id: string;
                    /** @constant */
                    type: "payment.approved";
                };
            };
        };
        responses: {
            /** @description Received: any 2xx within 10 s acknowledges the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_payment_completed: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (also the body’s id): the same on every retry and resend. */
                "TradeHub-Event-Id": string;
                /** @description t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "t.body")> (two v1 during a rotation). */
                "TradeHub-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    created_at: string;
                    data: {
                        amountMinor: number;
                        approvalReasons: string[];
                        approvalsRequired: number;
                        /** @enum {string} */
                        approvalStatus: "not_required" | "awaiting" | "approved" | "rejected";
                        baseAmountMinor: number | null;
                        batchId: string | null;
                        createdBy: {
                            id: string;
                            name: string;
                        };
                        currency: string;
                        /** Format: date-time */
                        date: string;
                        failureReason: string | null;
                        feeMinor: number | null;
                        fxRate: number | null;
                        id: string;
                        /** @enum {string} */
                        method: "Bank Transfer" | "Wire Transfer" | "ACH";
                        reference: string | null;
                        /** @enum {string} */
                        status: "completed" | "pending" | "failed";
                        supplier: {
                            id: string;
                            name: string;
                        };
                    };
                    /** @description The event id (also in the TradeHub-Event-Id header): deduplicate on it. */
                    id: string;
                    /** @constant */
                    type: "payment.completed";
                };
            };
        };
        responses: {
            /** @description Received: any 2xx within 10 s acknowledges the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_payment_created: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (also the body’s id): the same on every retry and resend. */
                "TradeHub-Event-Id": string;
                /** @description t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "t.body")> (two v1 during a rotation). */
                "TradeHub-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    created_at: string;
                    data: {
                        amountMinor: number;
                        approvalReasons: string[];
                        approvalsRequired: number;
                        /** @enum {string} */
                        approvalStatus: "not_required" | "awaiting" | "approved" | "rejected";
                        baseAmountMinor: number | null;
                        batchId: string | null;
                        createdBy: {
                            id: string;
                            name: string;
                        };
                        currency: string;
                        /** Format: date-time */
                        date: string;
                        failureReason: string | null;
                        feeMinor: number | null;
                        fxRate: number | null;
                        id: string;
                        /** @enum {string} */
                        method: "Bank Transfer" | "Wire Transfer" | "ACH";
                        reference: string | null;
                        /** @enum {string} */
                        status: "completed" | "pending" | "failed";
                        supplier: {
                            id: string;
                            name: string;
                        };
                    };
                    /** @description The event id (also in the TradeHub-Event-Id header): deduplicate on it. */
                    id: string;
                    /** @constant */
                    type: "payment.created";
                };
            };
        };
        responses: {
            /** @description Received: any 2xx within 10 s acknowledges the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_payment_failed: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (also the body’s id): the same on every retry and resend. */
                "TradeHub-Event-Id": string;
                /** @description t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "t.body")> (two v1 during a rotation). */
                "TradeHub-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    created_at: string;
                    data: {
                        amountMinor: number;
                        approvalReasons: string[];
                        approvalsRequired: number;
                        /** @enum {string} */
                        approvalStatus: "not_required" | "awaiting" | "approved" | "rejected";
                        baseAmountMinor: number | null;
                        batchId: string | null;
                        createdBy: {
                            id: string;
                            name: string;
                        };
                        currency: string;
                        /** Format: date-time */
                        date: string;
                        failureReason: string | null;
                        feeMinor: number | null;
                        fxRate: number | null;
                        id: string;
                        /** @enum {string} */
                        method: "Bank Transfer" | "Wire Transfer" | "ACH";
                        reference: string | null;
                        /** @enum {string} */
                        status: "completed" | "pending" | "failed";
                        supplier: {
                            id: string;
                            name: string;
                        };
                    };
                    /** @description The event id (also in the TradeHub-Event-Id header): deduplicate on it. */
                    id: string;
                    /** @constant */
                    type: "payment.failed";
                };
            };
        };
        responses: {
            /** @description Received: any 2xx within 10 s acknowledges the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_payment_in_approval: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (also the body’s id): the same on every retry and resend. */
                "TradeHub-Event-Id": string;
                /** @description t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "t.body")> (two v1 during a rotation). */
                "TradeHub-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    created_at: string;
                    data: {
                        amountMinor: number;
                        approvalReasons: string[];
                        approvalsRequired: number;
                        /** @enum {string} */
                        approvalStatus: "not_required" | "awaiting" | "approved" | "rejected";
                        baseAmountMinor: number | null;
                        batchId: string | null;
                        createdBy: {
                            id: string;
                            name: string;
                        };
                        currency: string;
                        /** Format: date-time */
                        date: string;
                        failureReason: string | null;
                        feeMinor: number | null;
                        fxRate: number | null;
                        id: string;
                        /** @enum {string} */
                        method: "Bank Transfer" | "Wire Transfer" | "ACH";
                        reference: string | null;
                        /** @enum {string} */
                        status: "completed" | "pending" | "failed";
                        supplier: {
                            id: string;
                            name: string;
                        };
                    };
                    /** @description The event id (also in the TradeHub-Event-Id header): deduplicate on it. */
                    id: string;
                    /** @constant */
                    type: "payment.in_approval";
                };
            };
        };
        responses: {
            /** @description Received: any 2xx within 10 s acknowledges the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_payment_rejected: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (also the body’s id): the same on every retry and resend. */
                "TradeHub-Event-Id": string;
                /** @description t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "t.body")> (two v1 during a rotation). */
                "TradeHub-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    created_at: string;
                    data: {
                        amountMinor: number;
                        approvalReasons: string[];
                        approvalsRequired: number;
                        /** @enum {string} */
                        approvalStatus: "not_required" | "awaiting" | "approved" | "rejected";
                        baseAmountMinor: number | null;
                        batchId: string | null;
                        createdBy: {
                            id: string;
                            name: string;
                        };
                        currency: string;
                        /** Format: date-time */
                        date: string;
                        failureReason: string | null;
                        feeMinor: number | null;
                        fxRate: number | null;
                        id: string;
                        /** @enum {string} */
                        method: "Bank Transfer" | "Wire Transfer" | "ACH";
                        reference: string | null;
                        /** @enum {string} */
                        status: "completed" | "pending" | "failed";
                        supplier: {
                            id: string;
                            name: string;
                        };
                    };
                    /** @description The event id (also in the TradeHub-Event-Id header): deduplicate on it. */
                    id: string;
                    /** @constant */
                    type: "payment.rejected";
                };
            };
        };
        responses: {
            /** @description Received: any 2xx within 10 s acknowledges the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_report_completed: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (also the body’s id): the same on every retry and resend. */
                "TradeHub-Event-Id": string;
                /** @description t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "t.body")> (two v1 during a rotation). */
                "TradeHub-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    created_at: string;
                    data: {
                        completedAt: string | null;
                        /** Format: date-time */
                        createdAt: string;
                        createdBy: {
                            id: string;
                            name: string;
                        };
                        error: string | null;
                        files: {
                            pdf: string;
                            xlsx: string;
                        } | null;
                        id: string;
                        /** @constant */
                        kind: "risk";
                        /** @enum {string} */
                        language: "en" | "zh" | "es";
                        progress: number;
                        /** @enum {string} */
                        range: "24h" | "7d" | "30d" | "90d";
                        /** @enum {string} */
                        status: "queued" | "running" | "completed" | "failed";
                    };
                    /** @description The event id (also in the TradeHub-Event-Id header): deduplicate on it. */
                    id: string;
                    /** @constant */
                    type: "report.completed";
                };
            };
        };
        responses: {
            /** @description Received: any 2xx within 10 s acknowledges the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_supplier_rejected: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (also the body’s id): the same on every retry and resend. */
                "TradeHub-Event-Id": string;
                /** @description t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "t.body")> (two v1 during a rotation). */
                "TradeHub-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    created_at: string;
                    data: {
                        category: string;
                        countryCode: string | null;
                        /** Format: date-time */
                        createdAt: string;
                        hits?: {
                            entryName: string;
                            list: string;
                            score: number;
                        }[];
                        id: string;
                        location: string;
                        name: string;
                        /** @enum {string} */
                        riskScore: "Low" | "Medium" | "High";
                        /** @enum {string} */
                        screeningStatus: "not_screened" | "pending" | "clear" | "hit" | "dismissed";
                        /** @enum {string} */
                        status: "verified" | "pending" | "rejected";
                        verificationDate: string | null;
                    };
                    /** @description The event id (also in the TradeHub-Event-Id header): deduplicate on it. */
                    id: string;
                    /** @constant */
                    type: "supplier.rejected";
                };
            };
        };
        responses: {
            /** @description Received: any 2xx within 10 s acknowledges the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_supplier_screening_hit: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (also the body’s id): the same on every retry and resend. */
                "TradeHub-Event-Id": string;
                /** @description t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "t.body")> (two v1 during a rotation). */
                "TradeHub-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    created_at: string;
                    data: {
                        category: string;
                        countryCode: string | null;
                        /** Format: date-time */
                        createdAt: string;
                        hits?: {
                            entryName: string;
                            list: string;
                            score: number;
                        }[];
                        id: string;
                        location: string;
                        name: string;
                        /** @enum {string} */
                        riskScore: "Low" | "Medium" | "High";
                        /** @enum {string} */
                        screeningStatus: "not_screened" | "pending" | "clear" | "hit" | "dismissed";
                        /** @enum {string} */
                        status: "verified" | "pending" | "rejected";
                        verificationDate: string | null;
                    };
                    /** @description The event id (also in the TradeHub-Event-Id header): deduplicate on it. */
                    id: string;
                    /** @constant */
                    type: "supplier.screening_hit";
                };
            };
        };
        responses: {
            /** @description Received: any 2xx within 10 s acknowledges the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_supplier_verified: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (also the body’s id): the same on every retry and resend. */
                "TradeHub-Event-Id": string;
                /** @description t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "t.body")> (two v1 during a rotation). */
                "TradeHub-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    created_at: string;
                    data: {
                        category: string;
                        countryCode: string | null;
                        /** Format: date-time */
                        createdAt: string;
                        hits?: {
                            entryName: string;
                            list: string;
                            score: number;
                        }[];
                        id: string;
                        location: string;
                        name: string;
                        /** @enum {string} */
                        riskScore: "Low" | "Medium" | "High";
                        /** @enum {string} */
                        screeningStatus: "not_screened" | "pending" | "clear" | "hit" | "dismissed";
                        /** @enum {string} */
                        status: "verified" | "pending" | "rejected";
                        verificationDate: string | null;
                    };
                    /** @description The event id (also in the TradeHub-Event-Id header): deduplicate on it. */
                    id: string;
                    /** @constant */
                    type: "supplier.verified";
                };
            };
        };
        responses: {
            /** @description Received: any 2xx within 10 s acknowledges the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_webhook_test: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (also the body’s id): the same on every retry and resend. */
                "TradeHub-Event-Id": string;
                /** @description t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "t.body")> (two v1 during a rotation). */
                "TradeHub-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    created_at: string;
                    data: {
                        endpointId: string;
                        message: string;
                    };
                    /** @description The event id (also in the TradeHub-Event-Id header): deduplicate on it. */
                    id: string;
                    /** @constant */
                    type: "webhook.test";
                };
            };
        };
        responses: {
            /** @description Received: any 2xx within 10 s acknowledges the delivery. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
